import { render } from '@testing-library/react';

import { EmailAddress } from '@/components/ui/email-address';

describe('EmailAddress', () => {
  it('offers breaks before the @ and the dots and after hyphens, and keeps the address whole', () => {
    const { container } = render(
      <p>
        <EmailAddress value="ann-marie.lee@mail.example.com" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent('ann-marie.lee@mail.example.com');
    expect(paragraph.innerHTML).toBe('ann-<wbr>marie<wbr>.lee<wbr>@mail<wbr>.example<wbr>.com');
  });
});
