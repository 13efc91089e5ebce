import { Link } from 'wouter';
import { authTexts } from '../auth-pages/auth-texts';

/** 'Nie masz konta?' with the register button, under both login forms. */
export function RegisterPrompt() {
  return (
    <div className="register-prompt">
      <p className="register-prompt__question">{authTexts.login.noAccount}</p>
      <Link className="button button--outline button--block" to="/public/register">
        {authTexts.login.register}
      </Link>
    </div>
  );
}
