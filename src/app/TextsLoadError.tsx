import styled from 'styled-components';
import { LoadError } from '../ui/LoadError';

const FullPage = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

/** In place of a page whose texts beyond the core could not be loaded (src/i18n/messages.ts). */
export function TextsLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <FullPage>
      <LoadError message="errors.textsFailed" onRetry={onRetry} />
    </FullPage>
  );
}
