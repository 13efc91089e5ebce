import { Link } from 'react-router';
import { texts } from '../texts';

/** 'Nie masz konta?' with the register button, under both login forms. */
export function RegisterPrompt() {
  return (
    <div className="register-prompt">
      <p className="register-prompt__question">{texts.login.noAccount}</p>
      <Link className="button button--outline button--block" to="/public/register">
        {texts.login.register}
      </Link>
    </div>
  );
}
