// One e-mail check for every form (purchase contact, contacts, referrals, business-name rule of §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string | null | undefined): boolean => EMAIL.test((value ?? '').trim());
