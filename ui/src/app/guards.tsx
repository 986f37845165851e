import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/lib/auth';
import { MANAGER_ONLY_MESSAGE, isManager } from '@/lib/authorization';
import { toast } from '@/lib/toast';

/** Signed-in routes: signed-out visitors go to /auth. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Manager routes (inside RequireAuth): everyone else goes to /content and is told why. */
export function RequireManager() {
  const { user } = useSession();
  if (!isManager(user)) return <DenyAccess />;
  return <Outlet />;
}

function DenyAccess() {
  const navigate = useNavigate();
  // One toast, even though StrictMode runs effects twice in development.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast({ variant: 'destructive', title: 'Access denied', description: MANAGER_ONLY_MESSAGE });
    void navigate('/content', { replace: true });
  }, [navigate]);
  return null;
}
