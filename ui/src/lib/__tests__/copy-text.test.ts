import { copyText } from '@/lib/copy-text';

describe('copyText', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  function clipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }

  it('writes the text and answers true', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    clipboard(writeText);

    await expect(copyText('Hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Hello');
  });

  it("logs 'Failed to copy text:' and answers false when writing is refused", async () => {
    const refusal = new Error('denied');
    clipboard(jest.fn().mockRejectedValue(refusal));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

    await expect(copyText('Hello')).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('Failed to copy text:', refusal);
  });

  it('answers false when there is no clipboard at all (an insecure page)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

    await expect(copyText('Hello')).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('Failed to copy text:', expect.any(TypeError));
  });
});
