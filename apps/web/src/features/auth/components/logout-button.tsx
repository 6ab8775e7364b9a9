import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from '../hooks/use-logout';

export function LogoutButton({ variant = 'outline', size = 'sm', ...props }: ButtonProps) {
  const logout = useLogout();
  return (
    <Button variant={variant} size={size} onClick={() => logout()} {...props}>
      <LogOut aria-hidden="true" />
      <span>Logout</span>
    </Button>
  );
}
