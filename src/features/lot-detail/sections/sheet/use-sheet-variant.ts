// Sheet translation (seed 001 §4): the variant turns from original to translated only after the
// translated sheet has been fetched; reset() goes back to the original (the enlarge view's close).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { translateSheet } from '../../../../api/lot-detail';

export type SheetVariant = 'original' | 'translated';

export function useSheetVariant(sheet: string, lotId: string) {
  const [variant, setVariant] = useState<SheetVariant>('original');
  const translation = useMutation({
    mutationFn: () => translateSheet(sheet, lotId),
    onSuccess: (url) => {
      if (url) setVariant('translated');
    },
  });
  const translatedUrl = translation.data || undefined;
  return {
    variant,
    src: variant === 'translated' && translatedUrl ? translatedUrl : sheet,
    translating: translation.isPending,
    failed: translation.isError || (translation.isSuccess && !translatedUrl),
    /** fetches the translation the first time, then just switches */
    toggle: () => {
      if (variant === 'translated') setVariant('original');
      else if (translatedUrl) setVariant('translated');
      else translation.mutate();
    },
    reset: () => setVariant('original'),
  };
}
