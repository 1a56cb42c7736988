export { default } from '@uniguide/eslint-config';
