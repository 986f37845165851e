import { type EnhanceTextRequest, type EnhanceTextResponse } from '@studio/api/contract/products';
import { productsApi } from '@studio/api/contract/routes/products';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';

export async function enhanceProductText(body: EnhanceTextRequest): Promise<EnhanceTextResponse> {
  return callApi(productsApi.enhanceText, { body });
}

/**
 * Rewrites a product's name or description with AI; `onEnhanced` receives the new text. When the
 * AI could not improve the text, the field is left as it is and the toast says so, with why.
 */
export function useEnhanceProductText({
  onEnhanced,
}: {
  onEnhanced: (field: EnhanceTextRequest['field'], text: string) => void;
}) {
  return useMutation({
    mutationFn: enhanceProductText,
    onSuccess: (answer, request) => {
      if (!answer.improved) {
        toast({ title: "We couldn't improve this text", description: answer.reason });
        return;
      }
      onEnhanced(request.field, answer.enhancedText);
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
