import { useDocumentTitle } from '@mantine/hooks';
import { FeatureCloudSection } from './components/feature-cloud-section.tsx';
import { FrustrationsSection } from './components/frustrations-section.tsx';
import { GoalSection } from './components/goal-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { InsightsSection } from './components/insights-section.tsx';
import { JoinUsSection } from './components/join-us-section.tsx';
import { PricingPromiseSection } from './components/pricing-promise-section.tsx';

/** The landing page at / and /home: the only screen in the first bundle. */
export function LandingPage() {
  useDocumentTitle('Kira — invoicing and bookkeeping for Singapore businesses');
  return (
    <>
      <HeroSection />
      <FrustrationsSection />
      <FeatureCloudSection />
      <GoalSection />
      <PricingPromiseSection />
      <InsightsSection />
      <JoinUsSection />
    </>
  );
}
