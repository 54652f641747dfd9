import styled, { useTheme } from 'styled-components';
import { Link } from 'wouter';
import { useCompanyConfig } from '../../ui/company-config';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
`;

const Image = styled.img<{ $compact: boolean }>`
  display: block;
  height: ${({ $compact }) => ($compact ? 28 : 32)}px;
  max-width: ${({ $compact }) => ($compact ? 40 : 180)}px;
  object-fit: contain;
`;

/** The company logo for the current theme, linking home; the compact one on phones. */
export function Logo({ compact }: { compact: boolean }) {
  const { logos, name } = useCompanyConfig();
  const dark = useTheme().mode === 'dark';
  const src = compact ? (dark ? logos.compactDark : logos.compactLight) : dark ? logos.dark : logos.light;
  return (
    <Link href="/" asChild>
      <Home>
        <Image src={src} alt={name} $compact={compact} />
      </Home>
    </Link>
  );
}
