import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/page-spinner';
import { getUser, replaceSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { takePostLoginPath } from '@/app/post-login';

/**
 * Where the API lands a successful Google sign-in: fetch the now signed-in user afresh, start the
 * session's cache, then route on as after any login.
 */
export function AuthCallbackRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const user = await getUser().catch(() => null);
      if (!user) {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: 'Google sign-in failed. Please try again.',
        });
        await navigate('/auth', { replace: true });
        return;
      }
      await replaceSession(queryClient, user);
      toast({ variant: 'success', title: 'Login successful', description: "You're now logged in" });
      await navigate(takePostLoginPath(), { replace: true });
    })();
  }, [queryClient, navigate]);

  return <PageSpinner />;
}
