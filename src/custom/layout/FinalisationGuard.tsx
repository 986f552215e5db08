import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { session } from '../../session';

/** Until a new account is finalised, every protected screen leads to the 'your-files' page. */
export const FinalisationGuard = ({ children }: { children: ReactNode }) =>
  session.read()?.mustInitAccount ? <Navigate to="/your-files" replace /> : children;
