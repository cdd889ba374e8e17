// The purchase cart of member spec §3 "Local browser storage": selected membership type, trial type,
// trailer care type, the application's account/contact/membership external ids and the codes. Kept in
// localStorage under `cart:purchase` (logout clears `cart:` keys, decision 023) so a boater who comes back
// later resumes the same application instead of creating another. Never card data: only the fields below
// are ever written, whatever the caller passes.

export const PURCHASE_CART_KEY = 'cart:purchase';

const VERSION = 1;

export interface ApplicationIds {
  account: string;
  contact: string;
  /** An abandoned application may have no membership record yet. */
  membership: string | null;
}

export interface PurchaseCart {
  membershipType: string | null;
  trialType: string | null;
  trailerCare: string | null;
  application: ApplicationIds | null;
  promotionCode: string | null;
  activationCode: string | null;
}

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const EMPTY_CART: PurchaseCart = {
  membershipType: null,
  trialType: null,
  trailerCare: null,
  application: null,
  promotionCode: null,
  activationCode: null,
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function applicationOf(v: unknown): ApplicationIds | null {
  if (typeof v !== 'object' || v === null) return null;
  const ids = v as Record<string, unknown>;
  const account = text(ids.account);
  const contact = text(ids.contact);
  if (!account || !contact) return null;
  return { account, contact, membership: text(ids.membership) };
}

/** Only the cart's own fields, each checked; anything else (and any card field) is dropped. */
export function sanitizeCart(value: unknown): PurchaseCart {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    membershipType: text(raw.membershipType),
    trialType: text(raw.trialType),
    trailerCare: text(raw.trailerCare),
    application: applicationOf(raw.application),
    promotionCode: text(raw.promotionCode),
    activationCode: text(raw.activationCode),
  };
}

const isEmpty = (cart: PurchaseCart) => Object.values(cart).every((v) => v === null);

/** The stored cart, or null when there is none (or it is of another version or unreadable). */
export function loadCart(storage: CartStorage): PurchaseCart | null {
  try {
    const stored = JSON.parse(storage.getItem(PURCHASE_CART_KEY) ?? 'null') as {
      version?: number;
      cart?: unknown;
    } | null;
    if (!stored || stored.version !== VERSION) return null;
    const cart = sanitizeCart(stored.cart);
    return isEmpty(cart) ? null : cart;
  } catch {
    return null;
  }
}

export function saveCart(storage: CartStorage, cart: PurchaseCart): void {
  const clean = sanitizeCart(cart);
  try {
    if (isEmpty(clean)) storage.removeItem(PURCHASE_CART_KEY);
    else storage.setItem(PURCHASE_CART_KEY, JSON.stringify({ version: VERSION, cart: clean }));
  } catch {
    // Storage full or blocked: the flow still runs, it just won't remember the cart.
  }
}

export function clearCart(storage: CartStorage): void {
  storage.removeItem(PURCHASE_CART_KEY);
}
