export const profileMessages = {
  changePasswordTitle: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  oldPasswordRequired: 'Old password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordChanged: 'Password changed successfully',
  changePassword: 'Change password',
} as const;
