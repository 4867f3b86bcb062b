import { Flex } from 'antd';
import { LinkButton } from '../LinkButton';
import type { ContentLink } from '../content/content-types';

/** The links under a section, as buttons: the first emphasised. */
export function SectionLinks({ links, fill }: { links: readonly ContentLink[]; fill: (text: string) => string }) {
  return (
    <Flex gap={12} wrap style={{ marginTop: 8, marginBottom: 16 }}>
      {links.map((link, index) => (
        <LinkButton key={link.href} to={link.href} type={index === 0 ? 'primary' : 'default'}>
          {fill(link.label)}
        </LinkButton>
      ))}
    </Flex>
  );
}
