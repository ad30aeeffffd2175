import IconButton from '@mui/material/IconButton';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSoundOn, soundToggled } from '../store/live/live-slice';
import { liveMessages } from '../store/live/messages';

/** Turns the new-order chime on or off (remembered on this device). */
export function SoundSwitch() {
  const soundOn = useAppSelector(selectSoundOn);
  const dispatch = useAppDispatch();
  const label = soundOn ? liveMessages.soundOn : liveMessages.soundOff;
  return (
    <IconButton onClick={() => dispatch(soundToggled())} aria-label={label} title={label} aria-pressed={soundOn}>
      {soundOn ? <NotificationsActiveIcon /> : <NotificationsOffIcon />}
    </IconButton>
  );
}
