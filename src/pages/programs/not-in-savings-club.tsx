// Companion spec §1: only a Savings Club partner publishes offers (decision 242). A partner account outside
// the Savings Club (e.g. in Sea Care only) is told so with the catalogue's words for the sandbox's refusal,
// NOT_IN_SAVINGS_CLUB, where Create New Offer would be.
import { errorCatalogue } from '@/api/error-catalogue';
import { config } from '@/src/config';
import { Alert } from '@/ui/alert';

export function NotInSavingsClubNotice() {
  return <Alert kind="info">{errorCatalogue(config.supportPhone)['NOT_IN_SAVINGS_CLUB']}</Alert>;
}
