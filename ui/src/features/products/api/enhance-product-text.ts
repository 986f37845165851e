import { enhanceTextResponseSchema, type EnhanceTextRequest } from '@studio/api/contract/products';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export async function enhanceProductText(body: EnhanceTextRequest): Promise<string> {
  return enhanceTextResponseSchema.parse(await api.post('/api/enhance-product-text', body))
    .enhancedText;
}

/** Rewrites a product's name or description with AI; `onEnhanced` receives the new text. */
export function useEnhanceProductText({
  onEnhanced,
}: {
  onEnhanced: (field: EnhanceTextRequest['field'], text: string) => void;
}) {
  return useMutation({
    mutationFn: enhanceProductText,
    onSuccess: (text, request) => {
      onEnhanced(request.field, text);
      toast({
        variant: 'success',
        title: 'Text enhanced',
        description: `The ${request.field} has been improved. Edit it further if you like.`,
      });
    },
    meta: {
      errorToast: { title: 'Enhancement failed', description: 'Could not enhance the text.' },
    },
  });
}
