import type { ComponentType } from 'react';
import { roles, type Role } from '@pt/contracts';
import { PasswordForm } from '../../portal/PasswordForm';
import { ProfileSettings } from '../../portal/ProfileSettings';
import { StaffNameForm } from '../../portal/StaffNameForm';
import { MyReports } from '../../my-reports/MyReports';
import { LeaderboardPrivacy } from '../../rewards/LeaderboardPrivacy';
import { AccessibilityControls } from '../layout/AccessibilityMenu';

/**
 * The sections of Settings, in order, and who sees each. Another feature adds its section with one
 * entry here (its panel is a component of that feature), e.g. the leaderboard's privacy.
 */
export interface SettingsSection {
  id: string;
  title: string;
  description: string;
  roles: readonly Role[];
  Panel: ComponentType;
}

export const settingsSections: readonly SettingsSection[] = [
  { id: 'profile', title: 'Profile', description: 'Your details as your therapist sees them.', roles: ['patient'], Panel: ProfileSettings },
  { id: 'leaderboard', title: 'Leaderboard', description: 'How you appear on the weekly leaderboard.', roles: ['patient'], Panel: LeaderboardPrivacy },
  {
    id: 'shared-reports',
    title: 'Shared reports',
    description: 'Reports your therapist shared about you by link, and each time one was opened.',
    roles: ['patient'],
    Panel: MyReports,
  },
  { id: 'name', title: 'Your name', description: 'How patients and colleagues see you: on the reports you share, and at the top of every page.', roles: ['therapist', 'admin', 'auditor'], Panel: StaffNameForm },
  { id: 'password', title: 'Password', description: 'Choose a new password of at least 6 characters.', roles, Panel: PasswordForm },
  { id: 'accessibility', title: 'Accessibility', description: 'Text size and contrast on this device (also in the accessibility menu at the top).', roles, Panel: AccessibilityControls },
];

export const settingsSectionsFor = (role: Role) => settingsSections.filter((section) => section.roles.includes(role));
