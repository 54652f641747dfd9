import { useEffect, useState } from 'react';

/** Copy confirmation time (seed 001 §9). */
const COPIED_MS = 3000;

/** Copies text to the clipboard; `copied` stays true for three seconds after a success. */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return { copied, failed, copy };
}
