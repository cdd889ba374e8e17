// Companion spec §3 'Application payload': "The program application built from an existing account uses the
// contact's e-mail, first name, last name and phone (mobile phone if phone is missing)." A signed-in
// partner's Sea Care or Membership Kits application (POST /tasks) carries its account's primary contact so
// (decision 240).

/** The contact fields the rule reads (a contact record of GET /contacts/all/{accountId}). */
export interface ContactOnFile {
  firstname: string;
  lastname: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  mobilephone?: string | null | undefined;
}

export interface ProgramApplicationContact {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * The application's contact, or null when there is none to send: no contact, or one without an e-mail (the
 * review team answers by e-mail, spec §2.2). The phone is the contact's phone, else its mobile phone, else
 * left out.
 */
export function programApplicationContact(
  contact: ContactOnFile | null | undefined,
): ProgramApplicationContact | null {
  const email = filled(contact?.email);
  if (!contact || !email) return null;
  const phone = filled(contact.phone) ?? filled(contact.mobilephone);
  return {
    email,
    firstName: contact.firstname,
    lastName: contact.lastname,
    ...(phone ? { phone } : {}),
  };
}
