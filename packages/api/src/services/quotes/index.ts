// Quotes for a student, currency rates, the PDF, and the student's share links and page.
export { listCurrencyRates, setCurrencyRates } from './currency-rates';
export { renderQuotePdf } from './quote-pdf';
export { createQuote, listQuotes, readQuote } from './quotes';
export { createShareLink, listShareLinks, revokeShareLink } from './share-links';
export {
  registerSharedUpload,
  setPreferredPrograms,
  shareLinkIsLive,
  viewSharedPage,
} from './shared-page';
