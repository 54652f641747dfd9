import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { LanguageButton } from './LanguageButton';

const loadPicker = () => import('./LanguagePicker');
// Fluent's menu (with tabster and positioning, ~50 kB gzip) loads when the user reaches for the
// button, not with the page: the login page's first visit stays without it.
const LanguagePicker = lazy(loadPicker);

/** The language button; its menu is loaded on hover or focus and opens where Fluent's would (click, Enter, Space, ArrowDown). */
export function LanguageMenu() {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={<LanguageButton aria-haspopup="menu" />}>
        <LanguagePicker />
      </Suspense>
    );
  }
  const preload = () => void loadPicker();
  return (
    <LanguageButton
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setOpened(true);
      }}
    />
  );
}
