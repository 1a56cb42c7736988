/** Texts of docs/product.md §6: The program catalogue. */
export const programsLoadFailed = 'Error loading programs. Please try again later.';
export const noPrograms = 'No programs found matching your criteria. Try adjusting your filters.';
export const programNotFound = 'Program Not Found';
export const programNotFoundDescription =
  "The program you're looking for could not be found or has been removed.";
