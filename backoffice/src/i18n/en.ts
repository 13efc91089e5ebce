// The app's own texts in English. This object defines the set of app keys: the Polish catalogue
// must have exactly these (pl.ts `satisfies AppMessages`), so a forgotten key fails to compile.
// Spec §1: the back office is Polish; English exists as the fallback and the key reference.
export const enAppMessages = {
  app: {
    title: 'Staff panel',
    roles: {
      ADMIN: 'Administrator',
      DISPATCHER: 'Planned-works master',
      ACCEPTER: 'Accepter',
      CALLCENTER: 'Call Center',
      PUBLIC: 'Portal user',
    },
    menu: {
      users: 'Users',
      areas: 'Areas',
      maintenance: 'Maintenance break',
      planned_my: 'My planned outages',
      planned_all: 'All planned outages',
      planned: 'Planned outages',
      account: 'My account',
      logout: 'Log out',
    },
    pages: {
      areas: 'Areas',
      maintenance: 'Maintenance break',
      master_panel: 'Planned outages - master panel',
      accepter_panel: 'Planned outages - accepter panel',
      callcenter_panel: 'Planned outages',
    },
    guard: {
      checking: 'Checking your session',
      unreachable: 'Your session could not be checked. Check the connection and try again.',
      retry: 'Try again',
    },
    login: {
      title: 'Staff login',
      login: 'Login (e-mail)',
      password: 'Password',
      submit: 'Log in',
      remind_password: 'Forgot your password?',
      registration_notice: 'Staff accounts are created by the administrator. Ask the administrator if you need an account.',
      failed: 'Invalid login details',
      blocked: 'Too many login attempts, the account has been temporarily locked.',
    },
    account: {
      title: 'My account',
      role: 'Role',
      full_name: 'Full name',
      email: 'E-mail',
      phone: 'Phone',
      no_phone: 'No phone number given.',
      not_signed_in: 'You are not logged in.',
    },
    validation: {
      required: 'Required field',
      email: 'Enter a valid email',
      min_length: 'Required length: %{min}',
      max_length: 'Maximum length: %{max}',
      phone: 'A phone number may contain only digits, spaces and a leading + (at most 20 characters)',
      password:
        'The password must be at least 8 characters long and contain a lower-case and an upper-case letter, a digit and a special character',
    },
    errors: {
      forbidden: 'You do not have sufficient permissions',
      unexpected: 'An unexpected error occurred',
    },
    confirm: {
      title: 'Are you sure?',
      yes: 'Yes',
      cancel: 'Cancel',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'Number',
        systemRole: 'Role',
        fullName: 'Full name',
        email: 'E-mail',
        phone: 'Phone',
        deleted: 'Deleted',
        password: 'Initial password',
      },
      list: {
        title: 'Users',
        empty: 'No users found.',
        loading: 'Loading users. Please wait.',
      },
      create: {
        title: 'Add user',
        password_help: 'Optional. Without it the user sets a password with the password reminder.',
      },
      edit: {
        title: 'Edit user',
      },
      actions: {
        add: 'Add user',
        edit: 'Edit',
        delete: 'Delete',
        restore: 'Restore',
        delete_or_restore: 'Delete / restore',
      },
      notifications: {
        saved: 'User data saved',
        duplicate_email: 'A user with this email address already exists',
      },
    },
  },
};

export type AppMessages = typeof enAppMessages;
