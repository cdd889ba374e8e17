// Spec §2: Add to Wallet shows Apple or Google pass links only if a pass link exists and the membership
// status is Active or Future Start.
const WALLET_STATUSES = ['Active', 'Future Start'];

export interface WalletPass {
  wallet: 'Apple' | 'Google';
  href: string;
}

export function walletPasses(membership: {
  membership_status__c: string;
  apple_pass__c?: string | null;
  google_pass__c?: string | null;
}): WalletPass[] {
  if (!WALLET_STATUSES.includes(membership.membership_status__c)) return [];
  const passes: WalletPass[] = [];
  if (membership.apple_pass__c) passes.push({ wallet: 'Apple', href: membership.apple_pass__c });
  if (membership.google_pass__c) passes.push({ wallet: 'Google', href: membership.google_pass__c });
  return passes;
}
