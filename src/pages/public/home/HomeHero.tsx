import { Flex, Typography } from 'antd';
import { pickText, type Language } from '../../../../engine/i18n/languages';
import type { HomepageHero } from '../../../../engine/generated/config-types';
import { LinkButton } from '../LinkButton';

/** The top band of the home page, in the theme's primary colour: the office's name, headline, line and two calls to action. */
export function HomeHero({ hero, eyebrow, language }: { hero: HomepageHero; eyebrow: string; language: Language }) {
  return (
    <section className="public-hero" aria-labelledby="home-hero-title">
      <div className="public-container">
        <div className="public-hero__inner">
          {eyebrow && <span className="public-hero__eyebrow">{eyebrow}</span>}
          <Typography.Title level={1} id="home-hero-title" className="public-hero__title">
            {pickText(hero.title, language)}
          </Typography.Title>
          <p className="public-hero__subtitle">{pickText(hero.subtitle, language)}</p>
          <Flex gap={12} wrap>
            <LinkButton to={hero.primaryCta.path} size="large" className="public-hero__primary" data-testid="hero-primary-cta">
              {pickText(hero.primaryCta.label, language)}
            </LinkButton>
            <LinkButton to={hero.secondaryCta.path} size="large" className="public-hero__secondary">
              {pickText(hero.secondaryCta.label, language)}
            </LinkButton>
          </Flex>
        </div>
      </div>
    </section>
  );
}
