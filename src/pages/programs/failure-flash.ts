// Companion spec §7 "Every form-level submit failure is shown as a flash message": a refused partner call
// (remove, request approval, a program application) flashes the catalogue's words for its codes.
import { errorMessageForCodes } from '@/api/error-catalogue';
import { errorCodesOf } from '@/api/error-codes';
import { config } from '@/src/config';
import { pushFlash } from '@/ui/flash-store';

export const flashFailure = (error: unknown): void =>
  void pushFlash('failure', errorMessageForCodes(errorCodesOf(error), config.supportPhone));
