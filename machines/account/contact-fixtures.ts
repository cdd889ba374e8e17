// Contacts as the sandbox seeds them (SANDBOX.md gold persona): for path tests, unit tests and the
// visualizer's scenarios.
import type { ContactRecord } from './contact-rules';

export const GOLD_PRIMARY_CONTACT: ContactRecord = {
  sfid: 'con-gold',
  id: 1,
  firstname: 'Grace',
  lastname: 'Goldman',
  email: 'gold@example.com',
  mobilephone: '631-555-0199',
  homephone: null,
  contact_type__c: 'Primary Contact',
  communication_preferences__c: 'Sea Tow News;Benefits and Offers',
  sms_opt_in__c: true,
};

export const GOLD_SPOUSE_CONTACT: ContactRecord = {
  sfid: 'con-gold-spouse',
  id: 2,
  firstname: 'Gary',
  lastname: 'Goldman',
  email: 'gary.goldman@example.com',
  mobilephone: null,
  homephone: null,
  contact_type__c: 'Spouse Partner',
  communication_preferences__c: null,
  sms_opt_in__c: false,
};
