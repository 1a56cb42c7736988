import { describe, expect, it } from 'vitest';
import { BRAND } from './brand';
import { MESSAGES, registrationWelcome, statusChangedMessage } from './messages';

describe('MESSAGES (docs/product.md §6, verbatim)', () => {
  it('has the sign-in and sign-out texts', () => {
    expect(MESSAGES.loginSuccess).toEqual({
      title: 'Login successful',
      description: 'Welcome back!',
    });
    expect(MESSAGES.loginFailed).toBe('Login failed');
    expect(MESSAGES.loginFailedInline).toBe('Login failed. Please try again.');
    expect(MESSAGES.registrationSuccess.title).toBe('Registration successful');
    expect(MESSAGES.registrationFailedInline).toBe('Registration failed. Please try again.');
    expect(MESSAGES.logoutSuccess).toEqual({
      title: 'Logged out',
      description: 'You have been successfully logged out',
    });
    expect(MESSAGES.logoutFailed).toBe('Logout failed');
  });

  it('has the application texts', () => {
    expect(MESSAGES.applicationCreateFailed).toBe('Failed to submit application');
    expect(MESSAGES.applicationSubmitted).toEqual({
      title: 'Application Submitted',
      description: 'Your application has been submitted successfully.',
      withDocuments: 'Your application and documents have been submitted successfully.',
    });
    expect(MESSAGES.applicationUpdateFailed).toBe('Failed to update application');
    expect(MESSAGES.applicationUpdated).toEqual({
      title: 'Application Updated',
      description: 'The application has been updated successfully.',
      withDocuments: 'The application and documents have been updated successfully.',
    });
  });

  it('has the document texts', () => {
    expect(MESSAGES.uploadFailed).toBe('Failed to upload documents. Please try again.');
    expect(MESSAGES.documentDeleteFailed).toBe('Failed to delete document');
    expect(MESSAGES.documentDeleted).toEqual({
      title: 'Document Deleted',
      description: 'The document has been removed successfully.',
    });
  });

  it('has the admin and list texts', () => {
    expect(MESSAGES.statusUpdateFailed).toBe('Failed to update status');
    expect(MESSAGES.unknownError).toBe('An unknown error occurred');
    expect(MESSAGES.statusUpdated).toBe('Status updated successfully');
    expect(MESSAGES.adminStatsFailed).toBe('Failed to load admin dashboard statistics');
    expect(MESSAGES.applicationsLoadFailed).toBe('Error Loading Applications');
    expect(MESSAGES.applicationsLoadFailedDefault).toBe(
      'There was a problem loading your applications. Please try again later.',
    );
    expect(MESSAGES.programsLoadFailed).toBe('Error loading programs. Please try again later.');
    expect(MESSAGES.noPrograms).toBe(
      'No programs found matching your criteria. Try adjusting your filters.',
    );
  });

  it('has the not-found and sign-in-required texts', () => {
    expect(MESSAGES.programNotFound).toBe('Program Not Found');
    expect(MESSAGES.applicationNotFound).toBe('Application Not Found');
    expect(MESSAGES.authRequired).toBe('Authentication Required');
    expect(MESSAGES.pageNotFound).toBe('Page Not Found');
  });
});

describe('message builders', () => {
  it('welcomes a new agent by the product name', () => {
    expect(registrationWelcome(BRAND.name)).toBe(
      'Welcome to UniGuide, your guide to UAE universities!',
    );
    expect(registrationWelcome('Acme')).toBe('Welcome to Acme, your guide to UAE universities!');
  });

  it('announces a status change', () => {
    expect(statusChangedMessage('Under review')).toBe('Application status changed to Under review');
  });
});
