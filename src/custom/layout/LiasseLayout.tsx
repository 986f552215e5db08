import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ClosureBanner } from '../closure/ClosureBanner';
import { BlockingOverlay } from '../loading/BlockingOverlay';
import { LoadingBar } from '../loading/LoadingBar';
import { NamedSpinners } from '../loading/NamedSpinners';
import { Breadcrumb } from './Breadcrumb';
import { DocumentLanguage } from './DocumentLanguage';
import { DocumentTitle } from './DocumentTitle';
import { FinalisationGuard } from './FinalisationGuard';
import { LanguageChangeNotice } from './LanguageChangeNotice';
import { LiasseAppBar } from './LiasseAppBar';
import { LiasseMenu } from './LiasseMenu';
import { SpecificStylesheet } from './SpecificStylesheet';

export const LiasseLayout = ({ children }: { children: ReactNode }) => (
  <NamedSpinners>
    <Layout appBar={LiasseAppBar} menu={LiasseMenu} appBarAlwaysOn>
      <ClosureBanner />
      <Breadcrumb />
      <FinalisationGuard>{children}</FinalisationGuard>
      <DocumentTitle />
      <DocumentLanguage />
      <LoadingBar />
      <BlockingOverlay />
      <LanguageChangeNotice />
      <SpecificStylesheet />
    </Layout>
  </NamedSpinners>
);
