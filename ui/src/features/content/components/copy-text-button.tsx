import { type ContentItem } from '@studio/api/contract/content';
import { Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { copyAndSay } from '@/lib/copy-text';

/** Copies the item's caption, or its name when it has none, and says whether that worked. */
export function CopyTextButton({ item }: { item: Pick<ContentItem, 'name' | 'caption'> }) {
  const [copying, setCopying] = useState(false);
  const text = item.caption?.trim() ? item.caption : item.name;
  const label = item.caption?.trim() ? 'Copy caption' : 'Copy name';

  async function copy() {
    setCopying(true);
    await copyAndSay(text, 'text');
    setCopying(false);
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} isLoading={copying}>
      {copying ? null : <Copy className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
