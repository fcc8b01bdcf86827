import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { FeatureCloudSection } from './components/feature-cloud-section.tsx';
import { FrustrationsSection } from './components/frustrations-section.tsx';
import { GoalSection } from './components/goal-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { InsightsSection } from './components/insights-section.tsx';
import { JoinUsSection } from './components/join-us-section.tsx';
import { PricingPromiseSection } from './components/pricing-promise-section.tsx';

/**
 * The landing page at / and /home: the only screen in the first bundle, and prerendered at
 * build time (scripts/prerender.mjs). Each section is a Suspense boundary, though none
 * suspends: React hydrates a boundary of prerendered HTML after the rest, in short slices
 * between the browser's other work, instead of in one long task that blocks the phone (and
 * a click on a section not yet hydrated hydrates that section first).
 */
export function LandingPage() {
  useDocumentTitle('Kira — invoicing and bookkeeping for Singapore businesses');
  return (
    <>
      <Suspense>
        <HeroSection />
      </Suspense>
      <Suspense>
        <FrustrationsSection />
      </Suspense>
      <Suspense>
        <FeatureCloudSection />
      </Suspense>
      <Suspense>
        <GoalSection />
      </Suspense>
      <Suspense>
        <PricingPromiseSection />
      </Suspense>
      <Suspense>
        <InsightsSection />
      </Suspense>
      <Suspense>
        <JoinUsSection />
      </Suspense>
    </>
  );
}
