import { msg } from '@lingui/core/macro';

/**
 * The catalogue's texts of docs/product.md §6, as messages: the English of each is exactly the
 * domain's `MESSAGES` text (catalogue-messages.test.ts holds them together), and Arabic reads them
 * from the app's catalog (docs/decisions/067-translation-layer.md). The workspace shows them too.
 */
export const CATALOGUE_TEXTS = {
  programsLoadFailed: msg`Error loading programs. Please try again later.`,
  noPrograms: msg`No programs found matching your criteria. Try adjusting your filters.`,
  programNotFound: msg`Program Not Found`,
  programNotFoundDescription: msg`The program you're looking for could not be found or has been removed.`,
} as const;

/** The domain's PROGRAM_DESCRIPTION_FALLBACK: what a program's page says when it has no description. */
export const PROGRAM_DESCRIPTION_FALLBACK_TEXT = msg`No description available for this program. Please contact the university directly for more information.`;
