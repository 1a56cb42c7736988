/** Texts of docs/product.md §6: Any page. */
export const unknownError = 'An unknown error occurred';
export const pageNotFound = 'Page Not Found';
