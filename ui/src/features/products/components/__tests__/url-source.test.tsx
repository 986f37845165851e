import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { UrlSource } from '../url-source';

/** The dialog's part: it keeps the address, and a past analysis' problem until it changes. */
function Harness({ onAnalyze }: { onAnalyze: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<{ message: string; tryNext: string } | undefined>({
    message: 'That page has no product.',
    tryNext: 'Check the address and try again.',
  });
  return (
    <UrlSource
      url={url}
      problem={problem}
      onUrlChange={(next) => {
        setUrl(next);
        setProblem(undefined);
      }}
      onAnalyze={onAnalyze}
    />
  );
}

describe('UrlSource', () => {
  it('checks the address when Analyze is pressed, forgets the message once it is edited, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const onAnalyze = jest.fn();
    render(<Harness onAnalyze={onAnalyze} />);
    const field = screen.getByLabelText('Product page URL');
    expect(field).toHaveAccessibleDescription(
      'That page has no product. Check the address and try again.',
    );

    await user.type(field, 'not a page');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Analyze URL' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAnalyze).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, ' https://shop.example.com/a ');
    expect(screen.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze URL' }));
    expect(onAnalyze).toHaveBeenCalledWith('https://shop.example.com/a');
  });
});
