// Every signed-in programs page in one chunk: the programs portal loads them together on entry, so the
// app's first chunk lists one module to preload instead of one per page.
export { DashboardPage } from './dashboard-page';
export { SavingsClubOffersPage } from './savings-club-offers-page';
export { EditOfferPage, NewOfferPage, OfferCreatedPage } from './offer-pages';
export { MembershipKitsApplyPage, ProgramThankYouPage, SeaCareApplyPage } from './program-apply-pages';
export { ProgramsAccountPage } from './account-page';
