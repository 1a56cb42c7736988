// Messages sent through the public contact form.
export * from './contact';
export * from './handling';
