import styled, { useTheme } from 'styled-components';
import { Link } from 'wouter';
import { useCompanyConfig } from '../../ui/company-config';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
`;

const Image = styled.img`
  display: block;
  object-fit: contain;
`;

/** The full logo keeps its own width (up to 180 px): the header links follow it. */
const FullImage = styled(Image)`
  height: 32px;
  max-width: 180px;
`;

/** The compact logo is square (docs/rebranding.md): its size is known before it loads. */
const COMPACT_SIZE = 28;

/** The company logo for the current theme, linking home; the compact one on phones. */
export function Logo({ compact }: { compact: boolean }) {
  const { logos, name } = useCompanyConfig();
  const dark = useTheme().mode === 'dark';
  const src = compact ? (dark ? logos.compactDark : logos.compactLight) : dark ? logos.dark : logos.light;
  return (
    <Link href="/" asChild>
      <Home>
        {compact ? <Image src={src} alt={name} width={COMPACT_SIZE} height={COMPACT_SIZE} /> : <FullImage src={src} alt={name} />}
      </Home>
    </Link>
  );
}
