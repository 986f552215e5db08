import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LanguageChangeNotice } from './LanguageChangeNotice';
import { LiasseAppBar } from './LiasseAppBar';
import { LiasseMenu } from './LiasseMenu';
import { LoadingOverlay } from './LoadingOverlay';

export const LiasseLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={LiasseAppBar} menu={LiasseMenu} appBarAlwaysOn>
    {children}
    <LoadingOverlay />
    <LanguageChangeNotice />
  </Layout>
);
