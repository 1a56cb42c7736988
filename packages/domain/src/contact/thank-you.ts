/**
 * What the contact form shows once a message is sent, and the API answers (docs/product.md §3.2). Apart from
 * the form's schema so that the page can show it without zod.
 */
export const CONTACT_THANK_YOU =
  "Thank You! Your message has been sent successfully. We'll get back to you soon.";
