import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertClassSummary } from '@backoffice/contract';
import { atRiskQueries } from '../api/alerts-api';
import { AtRiskDialog } from './at-risk-dialog';

/** 'At risk': the classes with open alerts; a class opens the list of its students and why. */
export function AtRiskCard() {
  const { t } = useTranslation();
  const classes = useQuery(atRiskQueries.classes());
  const [chosen, setChosen] = useState<AlertClassSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // The dialog gives the focus back to the class that opened it; when that class has left the list (its last
  // alert acknowledged), to the card's heading instead of the page's body.
  const closeDialog = () => {
    setChosen(null);
    requestAnimationFrame(() => {
      if (!trigger.current?.isConnected) heading.current?.focus();
    });
  };
  return (
    <Card component="section" id="at-risk-card" aria-labelledby="at-risk-title">
      <CardContent>
        <Typography ref={heading} tabIndex={-1} id="at-risk-title" variant="h6" component="h2" gutterBottom>
          {t('alerts.atRisk')}
        </Typography>
        {classes.data?.length === 0 && <Typography color="text.secondary">{t('alerts.atRiskEmpty')}</Typography>}
        <List dense disablePadding>
          {(classes.data ?? []).map((summary) => (
            <ListItem key={summary.class_id} disablePadding>
              <ListItemButton
                onClick={(event) => {
                  trigger.current = event.currentTarget;
                  setChosen(summary);
                }}
              >
                <ListItemText
                  primary={t('alerts.atRiskClass', {
                    className: summary.class_name,
                    alerts: t('alerts.openAlerts', { count: summary.open }),
                    students: t('alerts.studentsCount', { count: summary.students }),
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
      {chosen && <AtRiskDialog summary={chosen} onClose={closeDialog} />}
    </Card>
  );
}
