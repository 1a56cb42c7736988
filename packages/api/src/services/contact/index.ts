// The public contact form: sending a message, and the admin's list and handled flag.
export { listContactMessages, sendContactMessage, setContactHandled } from './messages';
