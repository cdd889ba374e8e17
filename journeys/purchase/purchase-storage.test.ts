import { describe, expect, it } from 'vitest';
import {
  clearCart,
  loadCart,
  PURCHASE_CART_KEY,
  saveCart,
  type PurchaseCart,
} from '@/journeys/purchase/purchase-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const cart: PurchaseCart = {
  membershipType: 'Trial Membership',
  trialType: 'Trial Membership',
  trailerCare: 'No Trailer Care',
  application: { account: 'ext-acc-1', contact: 'ext-con-1', membership: null },
  promotionCode: 'TRIAL30',
  activationCode: null,
};

describe('purchase cart in local storage (spec §3)', () => {
  it('keeps the selected types, application ids and codes across a reload', () => {
    const storage = memoryStorage();
    saveCart(storage, cart);
    expect(loadCart(storage)).toEqual(cart);
    clearCart(storage);
    expect(loadCart(storage)).toBeNull();
  });

  it('never writes card data, whatever it is handed', () => {
    const storage = memoryStorage();
    saveCart(storage, {
      ...cart,
      cardNumber: '4111111111111111',
      securityCode: '123',
    } as unknown as PurchaseCart);
    const raw = storage.items.get(PURCHASE_CART_KEY) ?? '';
    expect(raw).toContain('TRIAL30');
    expect(raw).not.toContain('4111');
    expect(raw).not.toContain('securityCode');
  });

  it('drops an unreadable, other-version or empty cart', () => {
    const storage = memoryStorage();
    storage.setItem(PURCHASE_CART_KEY, '{oops');
    expect(loadCart(storage)).toBeNull();
    storage.setItem(PURCHASE_CART_KEY, JSON.stringify({ version: 99, cart }));
    expect(loadCart(storage)).toBeNull();
    saveCart(storage, {
      ...cart,
      membershipType: null,
      trialType: null,
      trailerCare: null,
      application: null,
      promotionCode: null,
    });
    expect(storage.items.has(PURCHASE_CART_KEY)).toBe(false);
  });

  it('reads application ids only when account and contact are both there', () => {
    const storage = memoryStorage();
    storage.setItem(
      PURCHASE_CART_KEY,
      JSON.stringify({ version: 1, cart: { membershipType: 'Gold Card', application: { account: 'a' } } }),
    );
    expect(loadCart(storage)).toMatchObject({ membershipType: 'Gold Card', application: null });
  });
});
