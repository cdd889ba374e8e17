// Logout clears the cart and wizard-flow storage (decision 023). Flows persist under `flow:` and the
// cart under `cart:` in either storage; the sign-in record is dropped too. Ad tracking (30-day expiry)
// is not cart data and stays.

const PREFIXES = ['flow:', 'cart:', 'portal:login-record'];

function clearPrefixed(storage: Storage) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function clearFlowStorage(storages: Storage[]): void {
  for (const storage of storages) clearPrefixed(storage);
}
