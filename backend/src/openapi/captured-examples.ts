// Written by backend/test/api-examples.e2e-spec.ts with CAPTURE_API_EXAMPLES=1: real calls on the demo data. Do not edit by hand.
import type { CapturedExample } from './captured-example';

export const CAPTURED_EXAMPLES: Record<string, CapturedExample> = {
  "AccountSettings_anonymize": {
    "status": 204
  },
  "AccountSettings_get": {
    "status": 200,
    "response": {
      "dataProcessingConsent": true,
      "fullName": "Joanna Wójcik",
      "email": "mieszkaniec@demo.local",
      "phone": "504567890",
      "emailNotificationAgreement": true,
      "smsNotificationAgreement": true
    }
  },
  "AccountSettings_myReports": {
    "request": {
      "sortField": "reportDate",
      "sortOrder": "DESC",
      "page": {
        "limit": 10,
        "offset": 0
      }
    },
    "status": 200,
    "response": {
      "items": [
        {
          "reportDate": "2026-11-28T07:26:54.941Z",
          "comment": "Całkowity brak zasilania. Zgłoszenie dotyczy mieszkania. Rachunki za energię elektryczną są opłacone. Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. Sąsiedzi i części wspólne budynku nie mają prądu. [KOMUNIKAT] Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
          "streetType": "ul.",
          "streetName": "Puławska",
          "houseNumber": "24/4",
          "city": "Warszawa"
        }
      ],
      "total": 1
    }
  },
  "AccountSettings_notification": {
    "status": 200,
    "response": {
      "notificationType": "EMAIL_AND_SMS"
    }
  },
  "AccountSettings_update": {
    "request": {
      "dataProcessingConsent": true,
      "fullName": "Joanna Wójcik",
      "email": "mieszkaniec@demo.local",
      "phone": "504567891",
      "emailNotificationAgreement": true,
      "smsNotificationAgreement": true
    },
    "status": 200,
    "response": false
  },
  "AccountSettings_withdraw": {
    "status": 204
  },
  "AddressStatus_status": {
    "query": {
      "lat": 52.195,
      "lng": 21.012,
      "street": "ul. Puławska",
      "houseNumber": "24"
    },
    "status": 200,
    "response": {
      "point": {
        "lat": 52.195,
        "lng": 21.012
      },
      "now": [
        {
          "kind": "EXTENSIVE",
          "id": 1,
          "matchedBy": "AREA",
          "start": "2026-11-28T01:27:00.000Z",
          "end": "2026-11-28T12:27:00.000Z",
          "description": "Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
          "reportsCount": 47,
          "updatedAt": "2026-11-28T07:26:30.675Z",
          "crewStatus": "RESTORING",
          "endConfidence": "LOW",
          "customersAffected": 7360,
          "customersRestored": 2453,
          "endChanges": []
        }
      ],
      "upcoming": [
        {
          "kind": "PLANNED",
          "id": 2,
          "matchedBy": "AREA",
          "start": "2026-12-01T08:00:00.000Z",
          "end": "2026-12-01T14:00:00.000Z",
          "description": "Przebudowa linii kablowej nN",
          "reportsCount": 6,
          "updatedAt": "2026-11-28T07:26:30.675Z",
          "crewStatus": null,
          "endConfidence": null,
          "customersAffected": null,
          "customersRestored": null,
          "endChanges": []
        }
      ]
    }
  },
  "AltchaChallenge_challenge": {
    "query": {
      "action": "POLL"
    },
    "status": 200,
    "response": {
      "parameters": {
        "algorithm": "PBKDF2/SHA-256",
        "cost": 1000,
        "data": {
          "action": "POLL"
        },
        "expiresAt": 1795851407,
        "keyLength": 32,
        "keyPrefix": "e89f2dfec459817e2de01120a7697292",
        "keySignature": "e17a0f895e282f800a01f4bbcd61d6c1665ae16b41b7682faa119ef47c037582",
        "nonce": "cc5c308a18ede29dbb0337e86583739c",
        "salt": "e9d4b88c6f84b059adf099ae2bf2c8b8"
      },
      "signature": "34ac3a06cd175fdb840bb0f0169d4ad01d3295f6f695d34fbcc60505ef6a6411"
    }
  },
  "Areas_findAll": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "name": "Warszawa",
        "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
        "shape": [
          {
            "outerRing": [
              {
                "lat": 52.26,
                "lng": 20.852
              },
              {
                "lat": 52.2,
                "lng": 20.87
              }
            ],
            "innerRings": []
          }
        ]
      }
    ]
  },
  "Areas_get": {
    "path": {
      "id": 1
    },
    "status": 200,
    "response": {
      "id": 1,
      "name": "Warszawa",
      "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
      "shape": [
        {
          "outerRing": [
            {
              "lat": 52.26,
              "lng": 20.852
            },
            {
              "lat": 52.2,
              "lng": 20.87
            }
          ],
          "innerRings": []
        }
      ]
    }
  },
  "Areas_upload": {
    "status": 200,
    "response": {
      "added": 2,
      "replaced": 0,
      "areas": [
        {
          "id": 2,
          "name": "Test Centrum",
          "description": "Śródmieście z dziurą wokół Pałacu Kultury",
          "shape": [
            {
              "outerRing": [
                {
                  "lat": 52.2,
                  "lng": 20.98
                },
                {
                  "lat": 52.2,
                  "lng": 21.04
                }
              ],
              "innerRings": [
                [
                  {
                    "lat": 52.225,
                    "lng": 21
                  },
                  {
                    "lat": 52.225,
                    "lng": 21.01
                  }
                ]
              ]
            }
          ]
        },
        {
          "id": 3,
          "name": "Test Wyspy",
          "description": null,
          "shape": [
            {
              "outerRing": [
                {
                  "lat": 52.1,
                  "lng": 21.1
                },
                {
                  "lat": 52.1,
                  "lng": 21.12
                }
              ],
              "innerRings": []
            },
            {
              "outerRing": [
                {
                  "lat": 52.1,
                  "lng": 21.15
                },
                {
                  "lat": 52.1,
                  "lng": 21.17
                }
              ],
              "innerRings": []
            }
          ]
        }
      ]
    }
  },
  "Audit_get": {
    "path": {
      "id": "13"
    },
    "status": 200,
    "response": {
      "id": "13",
      "at": "2026-11-28T07:26:56.623Z",
      "actorId": 4,
      "actorMethod": "password",
      "address": "127.0.0.1",
      "action": "auth.sign-in.success",
      "entity": "session",
      "entityId": "4",
      "before": null,
      "after": {
        "login": "c***@demo.local"
      },
      "prevHash": "9a04819e25ceed8c24b0977aa0c45dc953bb9c545e53ffb099f92dafacce6d1d",
      "hash": "287a28da584489070a38f9522b200bba3c9728bd9a850aeaa8beae9efd0fa3d6"
    }
  },
  "Audit_search": {
    "query": {
      "action": "auth.sign-in.success",
      "limit": 1
    },
    "status": 200,
    "response": [
      {
        "id": "13",
        "at": "2026-11-28T07:26:56.623Z",
        "actorId": 4,
        "actorMethod": "password",
        "address": "127.0.0.1",
        "action": "auth.sign-in.success",
        "entity": "session",
        "entityId": "4",
        "before": null,
        "after": {
          "login": "c***@demo.local"
        },
        "prevHash": "9a04819e25ceed8c24b0977aa0c45dc953bb9c545e53ffb099f92dafacce6d1d",
        "hash": "287a28da584489070a38f9522b200bba3c9728bd9a850aeaa8beae9efd0fa3d6"
      }
    ]
  },
  "Auth_changePassword": {
    "request": {
      "currentPassword": "Nowe#Haslo2027",
      "newPassword": "Inne#Haslo2028"
    },
    "status": 200,
    "response": true
  },
  "Auth_isTokenValid": {
    "status": 200,
    "response": {
      "valid": true
    }
  },
  "Auth_logout": {
    "status": 204
  },
  "Auth_publicLogin": {
    "request": {
      "login": "mieszkaniec@demo.local",
      "password": "Demo#2026"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjUsInJvbGUiOiJQVUJMSUMiLCJ2ZXIiOjAsImlhdCI6MTc5NTg1MDc5OSwiZXhwIjoxNzk1ODc5NTk5fQ.yjUFR4iW80ojZ9wGeSX1STe8ZPUW24Q41aq88uH2SPA",
      "userId": 5,
      "role": "PUBLIC",
      "fullName": "Joanna Wójcik",
      "area": null,
      "email": "mieszkaniec@demo.local",
      "phone": "504567890"
    }
  },
  "Auth_staffLogin": {
    "request": {
      "login": "admin@demo.local",
      "password": "Demo#2026"
    },
    "status": 200,
    "response": {
      "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInJvbGUiOiJBRE1JTiIsInZlciI6MCwiaWF0IjoxNzk1ODUwNzk4LCJleHAiOjE3OTU4Nzk1OTh9.w6ByxOA5I0AZ1N3VCm06MEHpMdqXMJd2cQA-eRu77fc",
      "userId": 1,
      "role": "ADMIN",
      "fullName": "Anna Kowalczyk",
      "area": null,
      "email": "admin@demo.local",
      "phone": "501234567"
    }
  },
  "CalendarFeed_feed": {
    "path": {
      "file": "J6VbnfuUkN28lj8nn85nvo94wU7JJRikIkOGo-LPvEI.ics"
    },
    "status": 200
  },
  "CalendarLink_create": {
    "path": {
      "id": 3
    },
    "status": 201,
    "response": {
      "active": true,
      "url": "https://portal.example.pl/public/api/calendar/J6VbnfuUkN28lj8nn85nvo94wU7JJRikIkOGo-LPvEI.ics",
      "webcalUrl": "webcal://portal.example.pl/public/api/calendar/J6VbnfuUkN28lj8nn85nvo94wU7JJRikIkOGo-LPvEI.ics"
    }
  },
  "CalendarLink_get": {
    "path": {
      "id": 3
    },
    "status": 200,
    "response": {
      "active": true,
      "url": null,
      "webcalUrl": null
    }
  },
  "CalendarLink_revoke": {
    "path": {
      "id": 3
    },
    "status": 204
  },
  "Geocoding_autocomplete": {
    "query": {
      "q": "marszałkowska 1",
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "label": "ul. Marszałkowska 1, 00-590 Warszawa",
        "streetType": "ul.",
        "street": "Marszałkowska",
        "streetNumber": "1",
        "postcode": "00-590",
        "city": "Warszawa",
        "district": "Śródmieście",
        "coordinates": {
          "lng": 21.019768,
          "lat": 52.212633
        }
      },
      {
        "label": "ul. Marszałkowska 10, 00-590 Warszawa",
        "streetType": "ul.",
        "street": "Marszałkowska",
        "streetNumber": "10",
        "postcode": "00-590",
        "city": "Warszawa",
        "district": "Śródmieście",
        "coordinates": {
          "lng": 21.01812,
          "lat": 52.215099
        }
      }
    ]
  },
  "Geocoding_reverse": {
    "query": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "label": "al. Jerozolimskie 39, 00-697 Warszawa",
      "streetType": "al.",
      "street": "Jerozolimskie",
      "streetNumber": "39",
      "postcode": "00-697",
      "city": "Warszawa",
      "district": "Śródmieście",
      "coordinates": {
        "lng": 21.011976,
        "lat": 52.229677
      }
    }
  },
  "Geocoding_search": {
    "query": {
      "q": "Marszałkowska 10, Warszawa"
    },
    "status": 200,
    "response": {
      "label": "ul. Marszałkowska 10, 00-590 Warszawa",
      "streetType": "ul.",
      "street": "Marszałkowska",
      "streetNumber": "10",
      "postcode": "00-590",
      "city": "Warszawa",
      "district": "Śródmieście",
      "coordinates": {
        "lng": 21.01812,
        "lat": 52.215099
      }
    }
  },
  "Health_health": {
    "status": 200,
    "response": {
      "status": "ok",
      "database": "up"
    }
  },
  "Integration_end": {
    "request": {
      "endedAt": "2026-11-24T10:15:00Z"
    },
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "crewStatus": null,
      "endConfidence": null,
      "customersAffected": null,
      "customersRestored": null,
      "endedAt": "2026-11-24T10:15:00.000Z",
      "updatedAt": "2026-11-28T07:26:56.984Z",
      "created": false
    }
  },
  "Integration_get": {
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "crewStatus": null,
      "endConfidence": null,
      "customersAffected": null,
      "customersRestored": null,
      "endedAt": null,
      "updatedAt": "2026-11-28T07:26:56.926Z",
      "created": false
    }
  },
  "Integration_upsert": {
    "request": {
      "type": "FAILURE",
      "voltageClass": "LV",
      "position": {
        "lng": 21.0122,
        "lat": 52.2297
      },
      "outageCircle": "SMALL",
      "addressList": [
        {
          "streetType": "ul.",
          "streetName": "Marszałkowska",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00Z",
      "end": "2026-11-24T11:00:00Z",
      "cause": "Uszkodzenie kabla nN"
    },
    "path": {
      "externalId": "AW-2026-000123"
    },
    "status": 200,
    "response": {
      "id": 43,
      "externalId": "AW-2026-000123",
      "type": "FAILURE",
      "voltageClass": "LV",
      "area": [],
      "position": {
        "lat": 52.2297,
        "lng": 21.0122
      },
      "outageCircle": "SMALL",
      "addressesCount": 1,
      "addressList": [
        {
          "streetName": "Marszałkowska",
          "streetType": "ul.",
          "residenceNumber": "10"
        }
      ],
      "start": "2026-11-24T06:40:00.000Z",
      "end": "2026-11-24T11:00:00.000Z",
      "description": null,
      "cause": "Uszkodzenie kabla nN",
      "crewStatus": null,
      "endConfidence": null,
      "customersAffected": null,
      "customersRestored": null,
      "endedAt": null,
      "updatedAt": "2026-11-28T07:26:56.926Z",
      "created": true
    }
  },
  "Integration_userReports": {
    "query": {
      "since": "2026-11-01T00:00:00Z",
      "limit": 2
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 1,
          "source": "WEB",
          "reportType": "NO_VOLTAGE",
          "city": "Warszawa",
          "district": "Wola",
          "streetType": "al.",
          "streetName": "Prymasa Tysiąclecia",
          "residenceNumber": "80",
          "apartmentNumber": "21",
          "postcode": "01-242",
          "reporter": "Magdalena Nowak",
          "phoneNumber": "+48614869797",
          "email": "magdalena.nowak39@example.pl",
          "personalDataRemoved": false,
          "description": "Brak napięcia w całym lokalu.",
          "lng": 20.958032,
          "lat": 52.23679,
          "outageStart": "2026-11-28T03:38:23.261Z",
          "reportedAt": "2026-11-28T04:01:23.261Z",
          "areaId": null
        },
        {
          "id": 2,
          "source": "WEB",
          "reportType": "EXTENSIVE_FAILURE",
          "city": "Warszawa",
          "district": "Bemowo",
          "streetType": "ul.",
          "streetName": "Powstańców Śląskich",
          "residenceNumber": "56",
          "apartmentNumber": "29",
          "postcode": "01-355",
          "reporter": "Katarzyna Kowalski",
          "phoneNumber": "+48641925990",
          "email": "katarzyna.kowalski71@example.pl",
          "personalDataRemoved": false,
          "description": "Brak napięcia w całym lokalu.",
          "lng": 20.928957,
          "lat": 52.240524,
          "outageStart": "2026-11-28T06:16:08.135Z",
          "reportedAt": "2026-11-28T06:28:08.135Z",
          "areaId": null
        }
      ],
      "nextAfterId": 2
    }
  },
  "MailOutbox_latest": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "id": 4,
        "kind": "RESET_PASSWORD",
        "to": "callcenter@demo.local",
        "subject": "Zmiana hasła – Portal awarii i wyłączeń",
        "status": "SENT",
        "error": null,
        "text": "Dzień dobry, Michał Lewandowski!\n\nOtrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu awarii i wyłączeń.\n\nAby ustawić nowe hasło, otwórz poniższy link (ważny 1 godzinę, można go użyć raz):\n\nhttps://portal.example.pl/change-password?resetPasswordToken=…\n\nJeśli to nie Ty, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostaje bez zmian.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nTa wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.",
        "links": [
          "https://portal.example.pl/change-password?resetPasswordToken=…"
        ],
        "createdAt": "2026-11-28T07:26:51.956Z"
      },
      {
        "id": 3,
        "kind": "RESET_PASSWORD",
        "to": "ewa.malinowska@example.pl",
        "subject": "Zmiana hasła – Portal awarii i wyłączeń",
        "status": "SENT",
        "error": null,
        "text": "Dzień dobry, Ewa Malinowska!\n\nOtrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu awarii i wyłączeń.\n\nAby ustawić nowe hasło, otwórz poniższy link (ważny 1 godzinę, można go użyć raz):\n\nhttps://portal.example.pl/public/change-password?resetPasswordToken=…\n\nJeśli to nie Ty, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostaje bez zmian.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nTa wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.",
        "links": [
          "https://portal.example.pl/public/change-password?resetPasswordToken=…"
        ],
        "createdAt": "2026-11-28T07:26:49.995Z"
      }
    ]
  },
  "MapConfig_get": {
    "status": 200,
    "response": {
      "road": {
        "url": "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        "wmsLayers": null,
        "attribution": "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a>"
      },
      "hybrid": {
        "url": "https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution",
        "wmsLayers": "Raster",
        "attribution": "Ortofotomapa i adresy: <a href=\"https://www.geoportal.gov.pl\">Geoportal.gov.pl</a> (GUGiK)"
      },
      "hybridLabels": {
        "url": "https://mapy.geoportal.gov.pl/wss/ext/KrajowaIntegracjaNumeracjiAdresowej",
        "wmsLayers": "prg-ulice,prg-place,prg-adresy",
        "attribution": "Ortofotomapa i adresy: <a href=\"https://www.geoportal.gov.pl\">Geoportal.gov.pl</a> (GUGiK)"
      }
    }
  },
  "MapFeed_extensive": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "type": "EXTENSIVE",
        "area": [
          {
            "lat": 52.186,
            "lng": 20.992
          },
          {
            "lat": 52.181,
            "lng": 21.012
          }
        ],
        "position": {
          "lat": 52.194,
          "lng": 21.0125
        },
        "outageCircle": null,
        "addressesCount": 1840,
        "reportsCount": 47,
        "description": "Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.",
        "comment": null,
        "cause": "Nawałnica: drzewa powalone na linie SN",
        "start": "2026-11-28T01:27:00.000Z",
        "end": "2026-11-28T12:27:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "RESTORING",
        "endConfidence": "LOW",
        "customersAffected": 7360,
        "customersRestored": 2453
      },
      {
        "id": 2,
        "type": "EXTENSIVE",
        "area": [
          {
            "lat": 52.236,
            "lng": 20.905
          },
          {
            "lat": 52.229,
            "lng": 20.93
          }
        ],
        "position": {
          "lat": 52.2435,
          "lng": 20.9315
        },
        "outageCircle": null,
        "addressesCount": 960,
        "reportsCount": 26,
        "description": "Rozległa awaria po uderzeniu pioruna w stację GPZ. Przewidywany czas usunięcia awarii może ulec zmianie.",
        "comment": null,
        "cause": "Wyładowanie atmosferyczne w stacji zasilającej",
        "start": "2026-11-28T03:27:00.000Z",
        "end": "2026-11-28T15:27:00.000Z",
        "addressList": [],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "ON_SITE",
        "endConfidence": "LOW",
        "customersAffected": 3840,
        "customersRestored": 960
      }
    ]
  },
  "MapFeed_failuresHv": {
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "FAILURE",
        "area": [
          {
            "lat": 52.23305,
            "lng": 20.95338
          },
          {
            "lat": 52.23581,
            "lng": 20.95043
          }
        ],
        "position": {
          "lat": 52.23292,
          "lng": 20.9484
        },
        "outageCircle": null,
        "addressesCount": 338,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Uszkodzenie linii kablowej nN",
        "start": "2026-11-28T02:49:00.000Z",
        "end": null,
        "addressList": [
          {
            "streetName": "Jana Kazimierza",
            "streetType": "ul.",
            "residenceNumber": "32"
          },
          {
            "streetName": "Jana Kazimierza",
            "streetType": "ul.",
            "residenceNumber": "32A"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "NONE",
        "endConfidence": "HIGH",
        "customersAffected": null,
        "customersRestored": null
      },
      {
        "id": 6,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.23018,
          "lng": 21.00604
        },
        "outageCircle": "MEDIUM",
        "addressesCount": 311,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Awaria stacji transformatorowej",
        "start": "2026-11-27T21:13:00.000Z",
        "end": "2026-11-28T05:13:00.000Z",
        "addressList": [
          {
            "streetName": "Wspólna",
            "streetType": "ul.",
            "residenceNumber": "80"
          },
          {
            "streetName": "Wspólna",
            "streetType": "ul.",
            "residenceNumber": "81"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "ON_SITE",
        "endConfidence": "HIGH",
        "customersAffected": null,
        "customersRestored": null
      }
    ]
  },
  "MapFeed_failuresLv": {
    "status": 200,
    "response": [
      {
        "id": 4,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.23039,
          "lng": 21.06239
        },
        "outageCircle": "SMALL",
        "addressesCount": 22,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": "Uszkodzenie linii kablowej nN",
        "start": "2026-11-28T04:22:00.000Z",
        "end": "2026-11-28T06:32:00.000Z",
        "addressList": [
          {
            "streetName": "Saska",
            "streetType": "ul.",
            "residenceNumber": "47"
          },
          {
            "streetName": "Saska",
            "streetType": "ul.",
            "residenceNumber": "48"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "ASSIGNED",
        "endConfidence": "LOW",
        "customersAffected": null,
        "customersRestored": null
      },
      {
        "id": 5,
        "type": "FAILURE",
        "area": [],
        "position": {
          "lat": 52.2199,
          "lng": 20.98265
        },
        "outageCircle": "MEDIUM",
        "addressesCount": 15,
        "reportsCount": 0,
        "description": null,
        "comment": null,
        "cause": null,
        "start": "2026-11-28T03:40:00.000Z",
        "end": null,
        "addressList": [
          {
            "streetName": "Grójecka",
            "streetType": "ul.",
            "residenceNumber": "3"
          },
          {
            "streetName": "Grójecka",
            "streetType": "ul.",
            "residenceNumber": "4"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": "EN_ROUTE",
        "endConfidence": "LOW",
        "customersAffected": null,
        "customersRestored": null
      }
    ]
  },
  "MapFeed_plannedAll": {
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "PLANNED",
        "area": [],
        "position": {
          "lat": 52.23724,
          "lng": 20.97752
        },
        "outageCircle": null,
        "addressesCount": 2,
        "reportsCount": 1,
        "description": null,
        "comment": "Naprawa złącza kablowego",
        "cause": null,
        "start": "2026-11-28T05:26:34.319Z",
        "end": "2026-11-28T11:26:34.319Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Wolska",
            "residenceNumber": "44"
          },
          {
            "streetType": "ul.",
            "streetName": "Leszno",
            "residenceNumber": "14"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": null,
        "endConfidence": null,
        "customersAffected": null,
        "customersRestored": null
      },
      {
        "id": 1,
        "type": "PLANNED",
        "area": [
          {
            "lat": 52.2151,
            "lng": 21.01812
          },
          {
            "lat": 52.23276,
            "lng": 21.01646
          }
        ],
        "position": {
          "lat": 52.22644,
          "lng": 21.01839
        },
        "outageCircle": null,
        "addressesCount": 3,
        "reportsCount": 5,
        "description": null,
        "comment": "Wymiana rozdzielnicy SN w stacji transformatorowej",
        "cause": null,
        "start": "2026-11-29T07:00:00.000Z",
        "end": "2026-11-29T13:00:00.000Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Marszałkowska",
            "residenceNumber": "10"
          },
          {
            "streetType": "ul.",
            "streetName": "Chmielna",
            "residenceNumber": "20"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": null,
        "endConfidence": null,
        "customersAffected": null,
        "customersRestored": null
      }
    ]
  },
  "MapFeed_plannedMapSearch": {
    "request": {
      "status": "ACTIVE"
    },
    "status": 200,
    "response": [
      {
        "id": 3,
        "type": "PLANNED",
        "area": [],
        "position": {
          "lat": 52.23724,
          "lng": 20.97752
        },
        "outageCircle": null,
        "addressesCount": 2,
        "reportsCount": 1,
        "description": null,
        "comment": "Naprawa złącza kablowego",
        "cause": null,
        "start": "2026-11-28T05:26:34.319Z",
        "end": "2026-11-28T11:26:34.319Z",
        "addressList": [
          {
            "streetType": "ul.",
            "streetName": "Wolska",
            "residenceNumber": "44"
          },
          {
            "streetType": "ul.",
            "streetName": "Leszno",
            "residenceNumber": "14"
          }
        ],
        "updatedAt": "2026-11-28T07:26:30.675Z",
        "crewStatus": null,
        "endConfidence": null,
        "customersAffected": null,
        "customersRestored": null
      }
    ]
  },
  "MapFeed_reports": {
    "query": {
      "timePeriod": "PT24H"
    },
    "status": 200,
    "response": [
      {
        "id": 45,
        "position": {
          "lat": 52.2192,
          "lng": 20.96074
        },
        "address": "al. Jerozolimskie 181, Warszawa",
        "type": "WEB",
        "date": "2026-11-28T07:26:34Z"
      },
      {
        "id": 147,
        "position": {
          "lat": 52.21107,
          "lng": 21.02149
        },
        "address": "ul. Puławska 8, Warszawa",
        "type": "WEB",
        "date": "2026-11-28T07:26:09Z"
      }
    ]
  },
  "MyPriority_declare": {
    "request": {
      "watchedAddressId": 1,
      "equipment": "OXYGEN",
      "equipmentNote": null,
      "healthDataConsent": true,
      "consentVersion": "2026-11-24"
    },
    "status": 201,
    "response": {
      "watchedAddressId": 1,
      "address": "ul. Marszałkowska 10/4, Warszawa",
      "equipment": "OXYGEN",
      "equipmentNote": null,
      "consentVersion": "2026-11-24",
      "declaredAt": "2026-11-28T07:26:55.493Z"
    }
  },
  "MyPriority_mine": {
    "status": 200,
    "response": {
      "consent": {
        "version": "2026-11-24",
        "text": "Wyrażam wyraźną zgodę na przetwarzanie danych o stanie zdrowia (art. 9 ust. 2 lit. a RODO): informacji, że osoba przebywająca pod wskazanym adresem korzysta z urządzenia zasilanego energią elektryczną, od którego zależy jej zdrowie (rodzaj urządzenia).\n\nCel: abyśmy mogli uprzedzić o planowanych wyłączeniach wcześniej (7 dni przed) i wszystkimi kanałami (e-mail i SMS), od razu powiadomić o awarii oraz aby konsultanci Biura Obsługi Klienta mogli zadzwonić przed wyłączeniem lub w jego trakcie.\n\nKto widzi te dane: wyłącznie konsultanci Biura Obsługi Klienta (imię i nazwisko, telefon, adres i rodzaj urządzenia, aby zadzwonić) oraz osoby akceptujące wyłączenia (tylko liczba takich odbiorców przy wyłączeniu). Każde otwarcie listy jest rejestrowane. Dane nie są publikowane ani przekazywane innym podmiotom.\n\nJak długo: do wycofania zgody, usunięcia adresu z „Moich adresów” albo usunięcia konta — wtedy deklaracja jest usuwana od razu. Historia zgody (kiedy udzielona i wycofana) jest przechowywana razem z kontem jako dowód zgody.\n\nZgodę możesz wycofać w każdej chwili w „Ustawieniach konta” (przycisk „Wycofaj zgodę i usuń deklarację”); wycofanie nie wpływa na zgodność z prawem przetwarzania przed wycofaniem. Deklaracja nie zastępuje zgłoszenia do operatora ani nie gwarantuje zasilania: przygotuj zasilanie awaryjne urządzenia."
      },
      "declarations": [
        {
          "watchedAddressId": 1,
          "address": "ul. Marszałkowska 10/4, Warszawa",
          "equipment": "OXYGEN",
          "equipmentNote": null,
          "consentVersion": "2026-11-24",
          "declaredAt": "2026-11-28T07:26:55.493Z"
        }
      ],
      "history": [
        {
          "watchedAddressId": 1,
          "given": true,
          "source": "SETTINGS",
          "consentVersion": "2026-11-24",
          "createdAt": "2026-11-28T07:26:55.493Z"
        }
      ]
    }
  },
  "MyPriority_withdraw": {
    "path": {
      "watchedAddressId": 1
    },
    "status": 204
  },
  "Notifications_search": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 2,
          "userId": 5,
          "event": "PLANNED_ANNOUNCED",
          "channel": "SMS",
          "recipient": "504567890",
          "subject": null,
          "body": "Planowane wylaczenie pradu: ul. Marszalkowska 10/4, Warszawa, 16.03 08:00-16.03 15:00. Operator Systemu Dystrybucyjnego",
          "status": "SENT",
          "attempts": 1,
          "lastError": null,
          "createdAt": "2026-11-28T07:26:46.510Z",
          "nextAttemptAt": "2026-11-28T07:26:46.559Z",
          "sentAt": "2026-11-28T07:26:49.256Z"
        },
        {
          "id": 1,
          "userId": 5,
          "event": "PLANNED_ANNOUNCED",
          "channel": "EMAIL",
          "recipient": "mieszkaniec@demo.local",
          "subject": "Planowane wyłączenie prądu: ul. Marszałkowska 10/4, Warszawa",
          "body": "Dzień dobry,\n\nPod adresem ul. Marszałkowska 10/4, Warszawa planujemy wyłączenie zasilania od 16.03.2027 08:00 do 16.03.2027 15:00. Prace mogą zostać odwołane lub przesunięte; powiadomimy o tym.\nGodziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.\nMapa: https://portal.example.pl/public/21.01812/52.215099\nW sytuacji zagrożenia życia lub zdrowia dzwoń: 22 821 31 31.\n\nPozdrawiamy,\nOperator Systemu Dystrybucyjnego\n\nNie chcesz dostawać powiadomień e-mail? Wyłącz je: https://portal.example.pl/public/stop-send-email?emailConsentToken=W544YuTgItzUF2DhaILKQMidfBPOViZ-KUurKUSRpd4",
          "status": "SENT",
          "attempts": 1,
          "lastError": null,
          "createdAt": "2026-11-28T07:26:46.510Z",
          "nextAttemptAt": "2026-11-28T07:26:46.559Z",
          "sentAt": "2026-11-28T07:26:49.674Z"
        }
      ],
      "total": 2
    }
  },
  "OpenData_alerts": {
    "status": 200
  },
  "OpenData_outages": {
    "status": 200
  },
  "OpenData_planned": {
    "status": 200
  },
  "OpenData_preflight": {
    "path": {
      "feed": "outages.geojson"
    },
    "status": 204
  },
  "OutageHistoryReport_report": {
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "OutageHistory_csv": {
    "path": {
      "id": 1
    },
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "OutageHistory_get": {
    "query": {
      "year": 2026
    },
    "status": 200,
    "response": {
      "year": 2026,
      "computedAt": "2026-11-28T07:26:57.084Z",
      "notice": "Zestawienie sporządzone przez Portal awarii i wyłączeń na podstawie informacji o wyłączeniach publikowanych w Portalu. Nie jest dokumentem rozliczeniowym operatora: o bonifikacie rozstrzyga operator na podstawie własnych danych pomiarowych.",
      "addresses": [
        {
          "id": 1,
          "address": "ul. Marszałkowska 10/4, Warszawa",
          "since": "2026-11-28T07:26:30.675Z",
          "years": [
            2026
          ],
          "interruptions": [],
          "planned": {
            "hours": 0,
            "limitHours": 35,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 16,
            "longInterruptions": [],
            "discountHours": 0
          },
          "unplanned": {
            "hours": 0,
            "limitHours": 48,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 24,
            "longInterruptions": [],
            "discountHours": 0
          }
        },
        {
          "id": 2,
          "address": "ul. Puławska 145, Warszawa",
          "since": "2026-11-28T07:26:30.675Z",
          "years": [
            2026
          ],
          "interruptions": [
            {
              "kind": "EXTENSIVE",
              "kindLabel": "Awaria rozległa",
              "start": "2026-11-28T01:27:00.000Z",
              "end": null,
              "running": true,
              "hours": 6,
              "cause": "Nawałnica: drzewa powalone na linie SN"
            }
          ],
          "planned": {
            "hours": 0,
            "limitHours": 35,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 16,
            "longInterruptions": [],
            "discountHours": 0
          },
          "unplanned": {
            "hours": 6,
            "limitHours": 48,
            "exceeded": false,
            "excessHours": 0,
            "singleLimitHours": 24,
            "longInterruptions": [],
            "discountHours": 0
          }
        }
      ]
    }
  },
  "OutageHistory_pdf": {
    "path": {
      "id": 1
    },
    "query": {
      "year": 2026
    },
    "status": 200
  },
  "PlannedOutages_acceptStatuses": {
    "status": 200,
    "response": [
      {
        "id": "TO_ACCEPT",
        "name": "Do akceptacji"
      },
      {
        "id": "ACCEPTED",
        "name": "Zaakceptowane"
      }
    ]
  },
  "PlannedOutages_add": {
    "request": {
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T08:00:00+01:00",
      "outageEnd": "2027-03-16T15:00:00+01:00",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "comment": "Wymiana złącza kablowego"
    },
    "status": 201,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "TO_ACCEPT",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_addressList": {
    "status": 200,
    "response": [
      "ul. Marszałkowska 10, Warszawa",
      "ul. Puławska 145, Warszawa"
    ]
  },
  "PlannedOutages_announcement": {
    "path": {
      "id": 13
    },
    "status": 200
  },
  "PlannedOutages_changeAcceptStatus": {
    "request": {
      "id": 13,
      "acceptStatus": "ACCEPTED"
    },
    "status": 200,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "ACCEPTED",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_changeAcceptStatusMany": {
    "request": {
      "ids": [
        14
      ],
      "acceptStatus": "REJECTED"
    },
    "status": 200,
    "response": {
      "changed": 1
    }
  },
  "PlannedOutages_count": {
    "request": {
      "acceptStatus": "TO_ACCEPT"
    },
    "status": 200,
    "response": {
      "count": 4
    }
  },
  "PlannedOutages_deleteMany": {
    "request": {
      "ids": [
        14
      ]
    },
    "status": 200,
    "response": {
      "deleted": 1
    }
  },
  "PlannedOutages_deleteOne": {
    "path": {
      "id": 15
    },
    "status": 204
  },
  "PlannedOutages_dispatcherCount": {
    "request": {
      "mine": true,
      "deleted": false
    },
    "status": 200,
    "response": {
      "count": 14
    }
  },
  "PlannedOutages_dispatcherSearch": {
    "request": {
      "mine": true,
      "deleted": false,
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "DESC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 13,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0316",
        "recipient": "SAP",
        "acceptStatus": "ACCEPTED",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      },
      {
        "id": 14,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0317",
        "recipient": "SAP",
        "acceptStatus": "REJECTED",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      }
    ]
  },
  "PlannedOutages_get": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": {
      "id": 13,
      "addresses": [
        {
          "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.0186,
            "lat": 52.2128
          }
        }
      ],
      "outageStart": "2027-03-16T07:00:00.000Z",
      "outageEnd": "2027-03-16T14:00:00.000Z",
      "outageAnnouncement": "2027-03-09",
      "voltageLevel": "LV",
      "taskNumber": "SAP-2027-0316",
      "recipient": "SAP",
      "acceptStatus": "TO_ACCEPT",
      "createdBy": {
        "id": 2,
        "fullName": "Piotr Wiśniewski"
      },
      "comment": "Wymiana złącza kablowego",
      "deleted": false,
      "type": "PLANNED",
      "points": [
        {
          "lat": 52.2128,
          "lng": 21.0186
        }
      ]
    }
  },
  "PlannedOutages_report": {
    "query": {
      "deleted": "false",
      "sortField": "outageStart",
      "sortOrder": "DESC"
    },
    "status": 200
  },
  "PlannedOutages_resolveAddresses": {
    "request": {
      "addresses": [
        "Marszałkowska 10",
        "Puławska 145"
      ]
    },
    "status": 200,
    "response": [
      {
        "input": "Marszałkowska 10",
        "address": {
          "nonFormattedAddress": "Marszałkowska 10",
          "street": "ul. Marszałkowska",
          "streetNumber": "10",
          "postcode": "00-590",
          "city": "Warszawa",
          "district": "Śródmieście",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.01812,
            "lat": 52.215099
          }
        }
      },
      {
        "input": "Puławska 145",
        "address": {
          "nonFormattedAddress": "Puławska 145",
          "street": "ul. Puławska",
          "streetNumber": "145",
          "postcode": "02-515",
          "city": "Warszawa",
          "district": "Mokotów",
          "wesolaDistrict": false,
          "coordinates": {
            "lng": 21.023412,
            "lat": 52.188893
          }
        }
      }
    ]
  },
  "PlannedOutages_search": {
    "request": {
      "acceptStatus": "TO_ACCEPT",
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "DESC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 15,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Marszałkowska 10, Warszawa",
            "street": "ul. Marszałkowska",
            "streetNumber": "10",
            "postcode": "00-590",
            "city": "Warszawa",
            "district": "Śródmieście",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 21.0186,
              "lat": 52.2128
            }
          }
        ],
        "outageStart": "2027-03-16T07:00:00.000Z",
        "outageEnd": "2027-03-16T14:00:00.000Z",
        "outageAnnouncement": "2027-03-09",
        "voltageLevel": "LV",
        "taskNumber": "SAP-2027-0318",
        "recipient": "SAP",
        "acceptStatus": "TO_ACCEPT",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana złącza kablowego",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2128,
            "lng": 21.0186
          }
        ]
      },
      {
        "id": 8,
        "addresses": [
          {
            "nonFormattedAddress": "ul. Mickiewicza 27",
            "street": "ul. Adama Mickiewicza",
            "streetNumber": "27",
            "postcode": "01-562",
            "city": "Warszawa",
            "district": "Żoliborz",
            "wesolaDistrict": false,
            "coordinates": {
              "lng": 20.9843,
              "lat": 52.2662
            }
          }
        ],
        "outageStart": "2026-12-10T08:00:00.000Z",
        "outageEnd": "2026-12-10T10:00:00.000Z",
        "outageAnnouncement": "2026-11-21",
        "voltageLevel": "LV",
        "taskNumber": null,
        "recipient": null,
        "acceptStatus": "TO_ACCEPT",
        "createdBy": {
          "id": 2,
          "fullName": "Piotr Wiśniewski"
        },
        "comment": "Wymiana licznika w rozdzielnicy budynku",
        "deleted": false,
        "type": "PLANNED",
        "points": [
          {
            "lat": 52.2662,
            "lng": 20.9843
          }
        ]
      }
    ]
  },
  "PollResults_results": {
    "status": 200
  },
  "PublicAreas_byCoordinates": {
    "request": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "id": 1,
      "name": "Warszawa"
    }
  },
  "PublicAreas_findAll": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "name": "Warszawa",
        "description": "Obszar działania: m.st. Warszawa (zarys przybliżony, dane demonstracyjne)",
        "shape": [
          {
            "outerRing": [
              {
                "lat": 52.26,
                "lng": 20.852
              },
              {
                "lat": 52.2,
                "lng": 20.87
              }
            ],
            "innerRings": []
          }
        ]
      }
    ]
  },
  "PublicPlannedOutages_count": {
    "request": {
      "address": "Marszałkowska"
    },
    "status": 200,
    "response": {
      "count": 2
    }
  },
  "PublicPlannedOutages_search": {
    "request": {
      "address": "Marszałkowska",
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "outageStart",
        "sortOrder": "ASC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 1,
        "addresses": [
          {
            "streetName": "ul. Marszałkowska",
            "houseNumbers": [
              "10"
            ]
          },
          {
            "streetName": "ul. Chmielna",
            "houseNumbers": [
              "20"
            ]
          }
        ],
        "start": "2026-11-29T07:00:00.000Z",
        "end": "2026-11-29T13:00:00.000Z",
        "comment": "Wymiana rozdzielnicy SN w stacji transformatorowej"
      },
      {
        "id": 13,
        "addresses": [
          {
            "streetName": "ul. Marszałkowska",
            "houseNumbers": [
              "10"
            ]
          }
        ],
        "start": "2027-03-16T07:00:00.000Z",
        "end": "2027-03-16T14:00:00.000Z",
        "comment": "Wymiana złącza kablowego"
      }
    ]
  },
  "PublicPoll_add": {
    "request": {
      "reportFailureTarget": false,
      "failureCheckTarget": false,
      "plannedCheckTarget": true,
      "targetAchieved": true,
      "targetNotAchieved": false,
      "additionalRemarks": "Szybko znalazłem termin wyłączenia.",
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUE9MTCJ9LCJleHBpcmVzQXQiOjE3OTU4NTE0MDcsImtleUxlbmd0aCI6MzIsImtleVByZWZpeCI6IjBhZDdhMDczNjg3ZjE0Y2FiZTdiNGU5ZTQ2NDc2MDEwIiwia2V5U2lnbmF0dXJlIjoiZDY5MmNhNTBkZGFkMGJlMjQxNTAxZTBhMmZkMmRkNzdjNjNiYjVlYzViZTliNmM4MDMwOGFhYWNkZTg5ZWYxYSIsIm5vbmNlIjoiNjI2M2Q1NDcyNTc0NzFkNmYwZDFmNTU3MWY5OTE4MGEiLCJzYWx0IjoiYjE5NGQ1YjRmNjMzZDYxZjZhYTg5OWJhOTkyZGFkYTkifSwic2lnbmF0dXJlIjoiOWM1YzI1YTc5YjM5YjRlYzIyOTE3YWQxYWIwNmZlNmYzZTZhOWQ0MDY5NjhiNzZjNzFlYTA5MzVhMjJkMDhhZSJ9LCJzb2x1dGlvbiI6eyJjb3VudGVyIjoxNywiZGVyaXZlZEtleSI6IjBhZDdhMDczNjg3ZjE0Y2FiZTdiNGU5ZTQ2NDc2MDEwNDRkYzdjZmQwN2Q3MjhjMjBmNWZlMWUyNGU1YmQ4YWMiLCJ0aW1lIjo5Ljh9fQ=="
    },
    "status": 204
  },
  "PublicSettings_all": {
    "status": 200,
    "response": [
      {
        "key": "maintenanceStart",
        "value": null
      },
      {
        "key": "maintenanceEnd",
        "value": null
      }
    ]
  },
  "PublicSettings_get": {
    "path": {
      "key": "showMaintenance"
    },
    "status": 200,
    "response": {
      "key": "showMaintenance",
      "value": "false"
    }
  },
  "PushSubscriptions_list": {
    "status": 200,
    "response": [
      {
        "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24",
        "userAgentLabel": null,
        "createdAt": "2026-11-28T07:26:55.255Z"
      }
    ]
  },
  "PushSubscriptions_subscribe": {
    "request": {
      "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24",
      "keys": {
        "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        "auth": "tBHItJI5svbpez7KI4CCXg"
      }
    },
    "status": 204
  },
  "PushSubscriptions_unsubscribe": {
    "request": {
      "endpoint": "https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24"
    },
    "status": 204
  },
  "Registration_confirm": {
    "path": {
      "confirmEmailToken": "FmtWNMba4IxbsqiWjyri8_CaZ1A_pYqNOB9zK8o2Q-4"
    },
    "status": 200,
    "response": {
      "confirmed": true
    }
  },
  "Registration_publicRemind": {
    "request": {
      "email": "ewa.malinowska@example.pl"
    },
    "status": 204
  },
  "Registration_publicReset": {
    "request": {
      "resetPasswordToken": "hDMuY99wBeogoNjzwRS-quL2rx5mSL7jTeE61IhH7FA",
      "newPassword": "Nowe#Haslo2027"
    },
    "status": 200,
    "response": true
  },
  "Registration_register": {
    "request": {
      "fullName": "Ewa Malinowska",
      "email": "ewa.malinowska@example.pl",
      "password": "Moje#Haslo2026"
    },
    "status": 201
  },
  "Registration_staffChange": {
    "request": {
      "resetPasswordToken": "4tZY3n7jrJmgmkLtsDXYyUgj-eiRCUiUB4h1rsbFB5o",
      "newPassword": "Nowe#Haslo2027"
    },
    "status": 200,
    "response": true
  },
  "Registration_staffRemind": {
    "request": {
      "email": "callcenter@demo.local"
    },
    "status": 204
  },
  "ReportFollowUp_stop": {
    "request": {
      "token": "zpGwyAjIiA7rtOZVjtBl0xTba0T9hw4aZWTZ_-yi1-o"
    },
    "path": {
      "id": 301
    },
    "status": 204
  },
  "ReportFollowUp_subscribe": {
    "request": {
      "token": "MfXHvAmWYIyH2TUpN_Fiz9lnVB12x_3QW4GiuHHvplA",
      "email": true,
      "sms": false,
      "consent": true
    },
    "path": {
      "id": 301
    },
    "status": 201,
    "response": {
      "channels": [
        "EMAIL"
      ]
    }
  },
  "ReportsGathered_count": {
    "query": {
      "kind": "PLANNED",
      "id": 2
    },
    "status": 200,
    "response": {
      "kind": "PLANNED",
      "id": 2,
      "reportsCount": 6
    }
  },
  "Settings_editMany": {
    "request": [
      {
        "key": "maintenanceStart",
        "value": "2027-01-10T22:00:00Z"
      },
      {
        "key": "maintenanceEnd",
        "value": "2027-01-11T02:00:00Z"
      }
    ],
    "status": 200,
    "response": [
      {
        "key": "maintenanceStart",
        "value": "2027-01-10T22:00:00Z"
      },
      {
        "key": "maintenanceEnd",
        "value": "2027-01-11T02:00:00Z"
      }
    ]
  },
  "SmsOutbox_outbox": {
    "query": {
      "limit": 5
    },
    "status": 200,
    "response": [
      {
        "id": 2,
        "to": "48501234567",
        "text": "Portal awarii i wyłączeń: testowy SMS z panelu administratora (28.11.2026 08:26). Wysyłanie SMS-ów działa.",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:26:57.924Z",
        "sentAt": "2026-11-28T07:26:57.923Z"
      },
      {
        "id": 1,
        "to": "48504567890",
        "text": "Planowane wylaczenie pradu: ul. Marszalkowska 10/4, Warszawa, 16.03 08:00-16.03 15:00. Operator Systemu Dystrybucyjnego",
        "status": "LOGGED",
        "provider": "outbox",
        "providerMessageId": null,
        "error": null,
        "createdAt": "2026-11-28T07:26:49.063Z",
        "sentAt": "2026-11-28T07:26:49.062Z"
      }
    ]
  },
  "StaffPriority_accessLog": {
    "query": {
      "limit": 25,
      "offset": 0
    },
    "status": 200,
    "response": {
      "items": [
        {
          "id": 1,
          "openedAt": "2026-11-28T07:26:56.697Z",
          "staffUserId": 4,
          "staffName": "Michał Lewandowski",
          "plannedOutageId": 13,
          "customers": 1
        }
      ],
      "total": 1
    }
  },
  "StaffPriority_count": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": {
      "count": 1
    }
  },
  "StaffPriority_list": {
    "path": {
      "id": 13
    },
    "status": 200,
    "response": [
      {
        "fullName": "Joanna Wójcik",
        "phone": "504567891",
        "address": "ul. Marszałkowska 10/4, Warszawa",
        "equipment": "OXYGEN",
        "equipmentNote": null
      }
    ]
  },
  "StopEmailLink_send": {
    "path": {
      "id": 5
    },
    "status": 200
  },
  "TestSms_testSms": {
    "status": 200,
    "response": {
      "id": 2,
      "to": "+48 501 234 567",
      "status": "LOGGED",
      "provider": "outbox"
    }
  },
  "Unsubscribe_unsubscribe": {
    "path": {
      "hash": "W544YuTgItzUF2DhaILKQMidfBPOViZ-KUurKUSRpd4"
    },
    "status": 200
  },
  "UserReports_addressAdmStatus": {
    "request": {
      "city": "Warszawa",
      "district": "Śródmieście",
      "street": "ul. Marszałkowska",
      "residenceNumber": "10",
      "apartmentNumber": "4"
    },
    "status": 200,
    "response": true
  },
  "UserReports_pointStatus": {
    "request": {
      "lat": 52.2297,
      "lng": 21.0118
    },
    "status": 200,
    "response": {
      "pointElectricityStatus": "FAILURE",
      "description": null,
      "outageStart": "2026-11-27T21:13:00.000Z",
      "outageEnd": "2026-11-28T05:13:00.000Z"
    }
  },
  "UserReports_report": {
    "request": {
      "city": "Warszawa",
      "district": "Śródmieście",
      "street": "ul. Puławska",
      "residenceNumber": "24",
      "apartmentNumber": "4",
      "postcode": "02-512",
      "reporter": "Jan Kowalski",
      "phoneNumber": "+48600123456",
      "email": "jan.kowalski@example.pl",
      "coordinateX": 21.012,
      "coordinateY": 52.195,
      "outageStart": "2026-11-21T18:30:00Z",
      "reportType": "NO_VOLTAGE",
      "checkAnswers": {
        "building": "FLAT",
        "invoicesPaid": true,
        "fusesChecked": true,
        "meterChecked": true,
        "neighboursHaveLight": false
      },
      "dataProtectionConsent": true,
      "recaptchaToken": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvc3QiOjEwMDAsImRhdGEiOnsiYWN0aW9uIjoiUkVQT1JUIn0sImV4cGlyZXNBdCI6MTc5NTg1MTQxNCwia2V5TGVuZ3RoIjozMiwia2V5UHJlZml4IjoiNmMyMDEwYzFiYzhiYTBhODk4YWYyN2IzNTJmM2Q0MTkiLCJrZXlTaWduYXR1cmUiOiIzZjFkZGZjY2M2YWUwMDQ1MWE1ZDI2MWJjMzdlNzk4OGUxZDNiZmM5MWRiZWEwZjQwM2NlMWQzYTM2ZjZmYmVhIiwibm9uY2UiOiJiMzViZDhjYjZkMDA0YjA2MTFlZGYyMjZjYjQzODMwZCIsInNhbHQiOiIzYjEzNmI3M2UzOGVkMTNhODg3ZTRiZTBhMTBmYjJiMyJ9LCJzaWduYXR1cmUiOiIxMjc3Y2UxOWEwNDhhMGIxMDM4OWRiOWU5NDA0ODA3NjJlZDZiODlhY2EwNjdmNDBkMWU3NzFkYmIzNzI3NTJmIn0sInNvbHV0aW9uIjp7ImNvdW50ZXIiOjE5LCJkZXJpdmVkS2V5IjoiNmMyMDEwYzFiYzhiYTBhODk4YWYyN2IzNTJmM2Q0MTkxMmQ0MGI2ZDUyMGQ1ODk0YmRhYzk4MDA3M2Y3NTkzOCIsInRpbWUiOjEyfX0="
    },
    "status": 201,
    "response": {
      "id": 301,
      "status": "CREATED",
      "knownOutage": {
        "kind": "PLANNED",
        "id": 2,
        "start": "2026-12-01T08:00:00.000Z",
        "end": "2026-12-01T14:00:00.000Z",
        "cause": null,
        "description": "Przebudowa linii kablowej nN",
        "reportsCount": 6
      },
      "followUpToken": "MfXHvAmWYIyH2TUpN_Fiz9lnVB12x_3QW4GiuHHvplA"
    }
  },
  "UsersReport_report": {
    "request": {
      "systemRole": "PUBLIC",
      "deleted": false,
      "page": {
        "sortField": "fullName",
        "sortOrder": "ASC"
      }
    },
    "status": 200
  },
  "Users_count": {
    "request": {
      "systemRole": "DISPATCHER",
      "deleted": false
    },
    "status": 200,
    "response": {
      "count": 1
    }
  },
  "Users_create": {
    "request": {
      "systemRole": "DISPATCHER",
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111222"
    },
    "status": 201,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111222",
      "deleted": false
    }
  },
  "Users_edit": {
    "request": {
      "systemRole": "DISPATCHER",
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333"
    },
    "path": {
      "id": 6
    },
    "status": 200,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333",
      "deleted": false
    }
  },
  "Users_get": {
    "path": {
      "id": 2
    },
    "status": 200,
    "response": {
      "id": 2,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Piotr Wiśniewski",
      "email": "dyspozytor@demo.local",
      "phone": "502345678",
      "deleted": false
    }
  },
  "Users_roles": {
    "status": 200,
    "response": [
      {
        "id": "ADMIN",
        "name": "Administrator"
      },
      {
        "id": "DISPATCHER",
        "name": "Mistrz prac planowych"
      }
    ]
  },
  "Users_search": {
    "request": {
      "systemRole": "DISPATCHER",
      "deleted": false,
      "page": {
        "limit": 10,
        "offset": 0,
        "sortField": "fullName",
        "sortOrder": "ASC"
      }
    },
    "status": 200,
    "response": [
      {
        "id": 2,
        "systemRole": "DISPATCHER",
        "area": null,
        "fullName": "Piotr Wiśniewski",
        "email": "dyspozytor@demo.local",
        "phone": "502345678",
        "deleted": false
      }
    ]
  },
  "Users_toggleDeleted": {
    "path": {
      "id": 6
    },
    "status": 200,
    "response": {
      "id": 6,
      "systemRole": "DISPATCHER",
      "area": null,
      "fullName": "Tomasz Nowicki",
      "email": "tomasz.nowicki@example.pl",
      "phone": "505111333",
      "deleted": true
    }
  },
  "VapidPublicKey_publicKey": {
    "status": 200,
    "response": {
      "publicKey": "BGQg_CMmHDk51wuDgzymZYCnmpfFIFANA2y-IEcvQ40CnUvZ5mHP73vjm7RwN6UZ1JA3Qx0hzqpZcvi1DXJ3gpk"
    }
  },
  "WatchedAddresses_add": {
    "request": {
      "confirmed": true,
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    },
    "status": 201,
    "response": {
      "id": 3,
      "confirmed": true,
      "details": "ul. Marszałkowska 10/5, 00-590 Warszawa (Śródmieście)",
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    }
  },
  "WatchedAddresses_list": {
    "status": 200,
    "response": [
      {
        "id": 1,
        "confirmed": true,
        "details": "ul. Marszałkowska 10/4, 00-590 Warszawa (Śródmieście)",
        "streetName": "Marszałkowska",
        "houseNumber": "10/4",
        "city": "Warszawa",
        "district": "Śródmieście"
      },
      {
        "id": 2,
        "confirmed": true,
        "details": "ul. Puławska 145, 02-515 Warszawa (Mokotów)",
        "streetName": "Puławska",
        "houseNumber": "145",
        "city": "Warszawa",
        "district": "Mokotów"
      }
    ]
  },
  "WatchedAddresses_remove": {
    "query": {
      "id": 3
    },
    "status": 204
  },
  "WatchedAddresses_setStatus": {
    "path": {
      "id": 3
    },
    "query": {
      "enabled": "false"
    },
    "status": 200,
    "response": {
      "id": 3,
      "confirmed": false,
      "details": "ul. Marszałkowska 10/5, 00-590 Warszawa (Śródmieście)",
      "streetName": "Marszałkowska",
      "houseNumber": "10/5",
      "city": "Warszawa",
      "district": "Śródmieście"
    }
  }
};
