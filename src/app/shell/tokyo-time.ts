// Japan time for the header clock (seed 000 §1: auction dates use Japan time, UTC+9).
export const TOKYO_TIME_ZONE = 'Asia/Tokyo';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOKYO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface TokyoTime {
  /** for <time dateTime>: YYYY-MM-DDTHH:mm:ss+09:00 */
  iso: string;
  /** HH:mm:ss */
  time: string;
}

export function tokyoTime(date: Date): TokyoTime {
  const part = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const time = `${part.hour}:${part.minute}:${part.second}`;
  return { iso: `${part.year}-${part.month}-${part.day}T${time}+09:00`, time };
}
