// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from './testing-page';
import { afterEach, describe, expect, it } from 'vitest';
import { CostsCard } from './journey-cards';

afterEach(cleanup);

describe('<CostsCard />', () => {
  it('reads amounts in the one money format: "AED 89,150", fils only when there are any', async () => {
    renderPage(<CostsCard applicationId={41} />, {
      handlers: {
        'journey.costs': () => ({
          applicationId: 41,
          lines: [
            {
              label: 'Tuition (first year)',
              labelCode: 'tuition',
              amountAed: 89150,
              refundable: false,
              source: 'Catalogue: AED 89,150 per year',
              sourceCode: 'catalogue',
              sourceFigure: 'AED 89,150 per year',
            },
            {
              label: 'Visa',
              labelCode: null,
              amountAed: 1234.5,
              refundable: false,
              source: 'University',
              sourceCode: null,
              sourceFigure: null,
            },
          ],
          totalAed: 90384.5,
          tuitionKnown: true,
          noFeeLines: false,
          vatUnknown: false,
        }),
      },
    });
    expect(await screen.findByText('AED 89,150')).toBeTruthy();
    expect(screen.getByText('AED 1,234.50')).toBeTruthy();
    expect(screen.getByText('AED 90,384.50')).toBeTruthy();
  });
});
