/** The alerts in English (alerts.pl.ts holds the source and the ids). SMS text keeps to GSM-7: no curly quotes or dashes. */
export const ALERTS_EN: Readonly<Record<string, string>> = {
  'alert.PLANNED_ANNOUNCED.subject': 'Planned outage: {address}',
  'alert.PLANNED_ANNOUNCED.mail':
    'We plan to switch off the power at {address} from {start} to {end}. The work may be cancelled or moved; we will let you know if it is.',
  'alert.PLANNED_ANNOUNCED.sms': 'Planned outage: {A}, {span}.',
  'alert.PLANNED_REMINDER.subject': 'Reminder: planned outage tomorrow: {address}',
  'alert.PLANNED_REMINDER.mail': 'A reminder: we plan to switch off the power at {address} from {start} to {end}.',
  'alert.PLANNED_REMINDER.sms': 'Reminder: planned outage {A}, {span}.',
  'alert.PLANNED_WEEK_AHEAD.subject': 'Planned outage in a week: {address}',
  'alert.PLANNED_WEEK_AHEAD.mail':
    'In a week we plan to switch off the power at {address} from {start} to {end}. You asked us to write early: prepare your backup power, and if you have questions, call {hotline}.',
  'alert.PLANNED_WEEK_AHEAD.sms': 'In a week: planned outage {A}, {span}. Prepare backup power.',
  'alert.PLANNED_CHANGED.subject': 'Planned outage moved: {address}',
  'alert.PLANNED_CHANGED.mail': 'The time of the planned outage at {address} has changed. New time: from {start} to {end}.',
  'alert.PLANNED_CHANGED.sms': 'Planned outage moved {A}: {span}.',
  'alert.PLANNED_CANCELLED.subject': 'Planned outage cancelled: {address}',
  'alert.PLANNED_CANCELLED.mail': 'The planned outage at {address} (from {start} to {end}) has been cancelled.',
  'alert.PLANNED_CANCELLED.sms': 'Planned outage cancelled {A}, {span}.',
  'alert.OUTAGE_STARTED.subject': 'Power failure: {address}',
  'alert.OUTAGE_STARTED.mail':
    'There is a power failure in the area of {address}. {known, select, yes {Estimated repair time: {end}.} other {We are working on it and will give you an estimated repair time once we know it.}}',
  'alert.OUTAGE_STARTED.sms': 'Power failure {A}. Estimated repair: {known, select, yes {{end}} other {to be confirmed}}.',
  'alert.OUTAGE_END_CHANGED.subject': 'New repair time for the failure: {address}',
  'alert.OUTAGE_END_CHANGED.mail':
    'The estimated repair time for the failure in the area of {address} has changed: {known, select, yes {{end}} other {we are working it out}}.',
  'alert.OUTAGE_END_CHANGED.sms': 'Failure {A}: new estimated repair time {known, select, yes {{end}} other {to be confirmed}}.',
  'alert.OUTAGE_CREW_ON_SITE.subject': 'Crew on site at the failure: {address}',
  'alert.OUTAGE_CREW_ON_SITE.mail':
    'Our crew has reached the failure in the area of {address} and is starting the repair. {known, select, yes {Estimated repair time: {end}.} other {We will give you an estimated repair time once we know it.}}',
  'alert.OUTAGE_CREW_ON_SITE.sms': 'Failure {A}: crew on site. Estimated repair: {known, select, yes {{end}} other {to be confirmed}}.',
  'alert.OUTAGE_ENDED.subject': 'Power restored: {address}',
  'alert.OUTAGE_ENDED.mail':
    '{planned, select, yes {The planned work in the area of {address} has finished} other {The failure in the area of {address} has been repaired}}, so your power should be back.{asked, select, yes {} other { If you still have no power, report it on the portal.}}',
  'alert.OUTAGE_ENDED.sms': '{asked, select, yes {Is your power back {A}? If not: {url}} other {Power restored {A}. Still no power? Report it on the portal.}}',
  'alert.LIMIT_EXCEEDED.subject': 'Outage time limit exceeded: {address}',
  'alert.LIMIT_EXCEEDED.mail':
    '{scope, select, YEAR {{cls, select, PLANNED {Planned outages} other {Failures}} at {address} in {year} lasted {hours, plural, one {{hoursText} hour} other {{hoursText} hours}} in total} other {{cls, select, PLANNED {One planned outage} other {One failure}} at {address} in {year} lasted {hours, plural, one {{hoursText} hour} other {{hoursText} hours}}}}, while the permitted time is {limitHours, plural, one {{limitText} hour} other {{limitText} hours}}. You may be entitled to a discount, which the operator grants. Details, the calculation and a printout for a complaint: {url}',
  'alert.LIMIT_EXCEEDED.sms': 'Outage limit {year} exceeded {A}: {hoursText} h > {limitText} h. Discount: Portal, Outage history.',

  'alert.duration': 'The outage will last {hours, plural, one {{hoursText} hour} other {{hoursText} hours}}.',
  'alert.span.from': 'from {start}',
  'alert.stillOff.question': 'Is your power back?',
  'alert.stillOff.answer': 'I still have no power',
  'alert.stillOff.lifetime': 'the link works once, for 24 hours',
  'alert.stillOff.ifNot': 'If not:',
  'alert.mail.stillOff': '{question} If not, click “{answer}”: {url} ({lifetime}).',
  'alert.mail.greeting': 'Hello,',
  'alert.mail.timesNote': 'Times are given in Warsaw time. Outage information is approximate.',
  'alert.mail.map': 'Map: {url}',
  'alert.mail.mapLink': 'See it on the map',
  'alert.mail.emergency': 'If life or health is at risk, call {hotline}.',
  'alert.mail.regards': 'Kind regards,',
  'alert.mail.stop': 'Don’t want e-mail alerts? Switch them off: {url}',
  'alert.mail.stopQuestion': 'Don’t want e-mail alerts?',
  'alert.mail.stopLink': 'Switch off e-mail alerts',
  'alert.push.call': 'Call {hotline}',
};
