import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { FinalisationGuard } from './FinalisationGuard';
import { LanguageChangeNotice } from './LanguageChangeNotice';
import { LiasseAppBar } from './LiasseAppBar';
import { LiasseMenu } from './LiasseMenu';
import { LoadingOverlay } from './LoadingOverlay';
import { SpecificStylesheet } from './SpecificStylesheet';

export const LiasseLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={LiasseAppBar} menu={LiasseMenu} appBarAlwaysOn>
    <FinalisationGuard>{children}</FinalisationGuard>
    <LoadingOverlay />
    <LanguageChangeNotice />
    <SpecificStylesheet />
  </Layout>
);
